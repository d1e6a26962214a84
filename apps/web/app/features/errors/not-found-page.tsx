import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{t('errors.notFound.title')}</h1>
      <p className="mt-3 text-lg text-stone-600">{t('errors.notFound.text')}</p>
      <LocalizedLink to="/rentals" className="button-primary mt-8">
        {t('errors.notFound.backToRentals')}
      </LocalizedLink>
    </section>
  );
}
