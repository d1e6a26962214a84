import { LEGAL_DOCUMENT_TYPES } from '@konak/domain/api/legal/legal-document-types';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { formatIstanbulInstant } from '../../../lib/format';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { listLegalDocuments } from './api/legal-document-calls';

type Overview = Awaited<ReturnType<typeof listLegalDocuments>>;

/** /admin/content/legal (admin): the five documents × four languages, each with its current version and date. */
export function LegalDocumentsPage() {
  const { t } = useTranslation('admin-content');
  const { language, urlLanguage } = useLanguage();
  const call = useCallback<ApiLoadCall<Overview>>((options) => listLegalDocuments(options), []);
  const { state, retry } = useApiLoad(call);
  return (
    <>
      <Link to={adminPath(urlLanguage, '/content')} className="text-brand-800 underline">
        {t('legal.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-stone-900">{t('legal.title')}</h1>
      <p className="mt-1 text-stone-700">{t('legal.intro')}</p>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' && (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {LEGAL_DOCUMENT_TYPES.map((type) => (
            <section
              key={type}
              className="rounded-xl border border-stone-200 bg-white p-4"
              aria-labelledby={`legal-${type}`}
            >
              <h2 id={`legal-${type}`} className="font-semibold text-stone-900">
                {t(`legal.types.${type}`)}
              </h2>
              <ul className="mt-2 divide-y divide-stone-100">
                {SUPPORTED_LANGUAGES.map((documentLanguage) => {
                  const item = state.data.items.find(
                    (candidate) => candidate.type === type && candidate.language === documentLanguage,
                  );
                  return (
                    <li key={documentLanguage} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                      <Link
                        to={adminPath(urlLanguage, `/content/legal/${type}/${documentLanguage}`)}
                        className="min-w-24 font-medium text-brand-800 underline"
                        aria-label={t('legal.edit', {
                          document: t(`legal.types.${type}`),
                          language: t(`legal.languages.${documentLanguage}`),
                        })}
                      >
                        {t(`legal.languages.${documentLanguage}`)}
                      </Link>
                      <span
                        className="text-sm text-stone-700"
                        data-testid={`legal-${type}-${documentLanguage}`}
                      >
                        {item?.version && item.updatedAt
                          ? t('legal.versionDate', {
                              version: item.version,
                              date: formatIstanbulInstant(item.updatedAt, language),
                            })
                          : t('legal.none')}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
