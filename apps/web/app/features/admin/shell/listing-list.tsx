import { type Language, SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/language-names';
import type { ApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from './admin-load-state';
import { adminPath } from './admin-path';
import type { ListingEditorNamespace } from './listing-editor-namespace';
import { PublishedBadge } from './published-badge';

export type ListingRow = {
  id: string;
  number: number;
  title: string;
  isPublished: boolean;
  missingLanguages: readonly Language[];
  /** What this kind of listing adds to its row (an apartment's missing permit, a tour's price). */
  details?: ReactNode;
};

const languageNames = (languages: readonly Language[]) =>
  SUPPORTED_LANGUAGES.filter((language) => languages.includes(language))
    .map((language) => NATIVE_LANGUAGE_NAMES[language])
    .join(', ');

/**
 * The list page of apartments or tours (admin): every one with its number, title, published state and missing
 * languages, the way to a new one, and `actions` next to it (the tours' departures).
 */
export function ListingList({
  namespace,
  listPath,
  state,
  retry,
  rows,
  actions,
}: {
  namespace: ListingEditorNamespace;
  /** Under /admin: "/apartments" or "/tours"; a row opens {listPath}/{id}, a new one {listPath}/new. */
  listPath: string;
  state: ApiLoad<unknown>;
  retry: () => void;
  rows: readonly ListingRow[];
  actions?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const { urlLanguage } = useLanguage();
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
          <p className="mt-1 text-stone-700">{t('intro')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {actions}
          <Link
            to={adminPath(urlLanguage, `${listPath}/new`)}
            className="button-primary inline-flex min-h-11 items-center px-4"
          >
            {t('new')}
          </Link>
        </div>
      </div>
      <div className="mt-4">
        <AdminLoadState state={state} retry={retry} />
      </div>
      {state.status === 'loaded' &&
        (rows.length === 0 ? (
          <p className="text-stone-700">{t('empty')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-stone-700">{t('count', { count: rows.length })}</p>
            <ul
              aria-label={t('list.label')}
              className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
            >
              {rows.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                  <span className="w-16 shrink-0 font-mono text-sm text-stone-700">
                    {t('list.number', { number: row.number })}
                  </span>
                  <Link
                    to={adminPath(urlLanguage, `${listPath}/${row.id}`)}
                    className="min-w-0 flex-1 font-medium text-brand-800 underline"
                    aria-label={t('list.open', { number: row.number, title: row.title })}
                  >
                    <span className="block truncate">{row.title}</span>
                  </Link>
                  <PublishedBadge namespace={namespace} published={row.isPublished} />
                  <span className="w-full text-sm text-stone-700 sm:w-auto">
                    {row.missingLanguages.length > 0
                      ? t('list.missing', { languages: languageNames(row.missingLanguages) })
                      : t('list.complete')}
                  </span>
                  {row.details}
                </li>
              ))}
            </ul>
          </>
        ))}
    </>
  );
}
