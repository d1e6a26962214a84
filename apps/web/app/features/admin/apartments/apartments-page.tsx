import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/language-names';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { listApartments } from './api/list-apartments';
import { PublishedBadge } from './published-badge';

const languageNames = (languages: readonly Language[]) =>
  SUPPORTED_LANGUAGES.filter((language) => languages.includes(language))
    .map((language) => NATIVE_LANGUAGE_NAMES[language])
    .join(', ');

/** /admin/apartments (admin): every apartment with its number, title, published state and missing languages. */
export function ApartmentsPage() {
  const { t } = useTranslation('admin-apartments');
  const { urlLanguage } = useLanguage();
  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof listApartments>>>>(
    (options) => listApartments(options),
    [],
  );
  const { state, retry } = useApiLoad(call);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
          <p className="mt-1 text-stone-700">{t('intro')}</p>
        </div>
        <Link
          to={adminPath(urlLanguage, '/apartments/new')}
          className="button-primary inline-flex min-h-11 items-center px-4"
        >
          {t('new')}
        </Link>
      </div>
      <div className="mt-4">
        <AdminLoadState state={state} retry={retry} />
      </div>
      {state.status === 'loaded' &&
        (state.data.items.length === 0 ? (
          <p className="text-stone-700">{t('empty')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-stone-700">{t('count', { count: state.data.total })}</p>
            <ul
              aria-label={t('list.label')}
              className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
            >
              {state.data.items.map((apartment) => (
                <li key={apartment.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                  <span className="w-16 shrink-0 font-mono text-sm text-stone-700">
                    {t('list.number', { number: apartment.apartmentNumber })}
                  </span>
                  <Link
                    to={adminPath(urlLanguage, `/apartments/${apartment.id}`)}
                    className="min-w-0 flex-1 font-medium text-brand-800 underline"
                    aria-label={t('list.open', { number: apartment.apartmentNumber, title: apartment.title })}
                  >
                    <span className="block truncate">{apartment.title}</span>
                  </Link>
                  <PublishedBadge published={apartment.isPublished} />
                  <span className="w-full text-sm text-stone-700 sm:w-auto">
                    {apartment.missingLanguages.length > 0
                      ? t('list.missing', { languages: languageNames(apartment.missingLanguages) })
                      : t('list.complete')}
                  </span>
                  {!apartment.permitNumber && (
                    <span className="w-full text-sm text-amber-900 sm:w-auto">{t('list.permitMissing')}</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        ))}
    </>
  );
}
