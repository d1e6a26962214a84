import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';

/** The 404 screen of /legal/{type} for an unknown type or a document that does not exist (spec §8). */
export function LegalNotFound() {
  const { t } = useTranslation('legal');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-stone-600">{t('notFound.text')}</p>
      <LocalizedLink to="/" className="button-primary mt-8">
        {t('notFound.backHome')}
      </LocalizedLink>
    </section>
  );
}
