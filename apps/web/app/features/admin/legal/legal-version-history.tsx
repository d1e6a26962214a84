import type { LegalDocumentEditor, LegalVersion } from '@konak/domain/api/admin/legal-documents';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { LegalDocumentBody } from '../../../components/legal-document/legal-document-body';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { formatIstanbulInstant } from '../../../lib/format';
import { getLegalVersion } from './api/legal-document-calls';

/** Every version of the text, newest first; any of them opens below the list as the public page showed it. */
export function LegalVersionHistory({ editor }: { editor: LegalDocumentEditor }) {
  const { t } = useTranslation('admin-content');
  const { language } = useLanguage();
  const headingId = useId();
  const [shown, setShown] = useState<LegalVersion | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function show(versionId: string) {
    setError(null);
    try {
      setShown(await getLegalVersion(versionId, { language }));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('editor.previewFailed'));
    }
  }

  return (
    <section className="mt-6 rounded-xl border border-stone-200 bg-white p-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('editor.history')}
      </h2>
      <ol className="mt-2 divide-y divide-stone-100" data-testid="legal-history">
        {editor.versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <span className="text-stone-800">
              {t('editor.historyItem', {
                version: version.version,
                date: formatIstanbulInstant(version.createdAt, language),
                by: version.savedByName ?? t('editor.seedAuthor'),
              })}
              {version.version === editor.version && (
                <span className="ms-2 rounded-full bg-green-100 px-2 text-sm text-green-900">
                  {t('editor.currentBadge')}
                </span>
              )}
            </span>
            <button
              type="button"
              className="min-h-11 text-brand-800 underline"
              onClick={() => show(version.id)}
            >
              {t('editor.view', { version: version.version })}
            </button>
          </li>
        ))}
      </ol>
      <FormAlert>{error}</FormAlert>
      {shown && (
        <article className="mt-4 border-t border-stone-200 pt-4" data-testid="legal-old-version">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-stone-900">
              {t('editor.viewing', { version: shown.version })}: <bdi>{shown.title}</bdi>
            </h3>
            <button
              type="button"
              className="min-h-11 rounded-xl border border-stone-300 px-4"
              onClick={() => setShown(null)}
            >
              {t('editor.closeVersion')}
            </button>
          </div>
          <div lang={shown.language} dir={shown.language === 'ar' ? 'rtl' : 'ltr'} className="mt-2">
            <LegalDocumentBody html={shown.content} />
          </div>
        </article>
      )}
    </section>
  );
}
