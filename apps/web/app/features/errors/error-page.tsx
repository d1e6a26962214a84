import { LocalizedLink } from '../../components/localized-link';
import { useTranslation } from '../../i18n/i18n-context';

/** Any error but 404. Details are shown while developing only; guests never see a stack trace. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{t('errors.unexpected.title')}</h1>
      <p className="mt-3 text-lg text-stone-600">{t('errors.unexpected.text')}</p>
      <LocalizedLink to="/" className="button-primary mt-8">
        {t('errors.unexpected.backHome')}
      </LocalizedLink>
      {import.meta.env.DEV && error instanceof Error && (
        <pre
          className="mt-10 w-full overflow-x-auto rounded-lg bg-stone-100 p-4 text-start text-xs"
          dir="ltr"
        >
          {error.stack ?? error.message}
        </pre>
      )}
    </section>
  );
}
