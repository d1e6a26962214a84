import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';

/** The 404 screen of an apartment or tour address, with the way back to the rentals list (spec §2). */
export function ListingNotFound({ kind }: { kind: 'apartment' | 'tour' }) {
  const { t } = useTranslation('listing');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">
        {t(kind === 'apartment' ? 'notFound.apartmentTitle' : 'notFound.tourTitle')}
      </h1>
      <p className="mt-3 text-lg text-stone-600">
        {t(kind === 'apartment' ? 'notFound.apartmentText' : 'notFound.tourText')}
      </p>
      <LocalizedLink to="/rentals" className="button-primary mt-8">
        {t('notFound.back')}
      </LocalizedLink>
    </section>
  );
}
