import type { LegalDocumentEditor } from '@konak/domain/api/admin/legal-documents';
import type { LegalDocumentType } from '@konak/domain/api/legal/legal-document-types';
import type { Language } from '@konak/domain/languages';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { LegalDocumentBody } from '../../../components/legal-document/legal-document-body';
import '../../../components/legal-document/legal-document.css';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { getLegalDocumentEditor, saveLegalVersion } from './api/legal-document-calls';
import { LegalVersionHistory } from './legal-version-history';
import { useLegalPreview } from './use-legal-preview';

type Target = { type: LegalDocumentType; language: Language };

/** /admin/content/legal/:type/:language (admin): edit a document's text in one language, preview it, save a version. */
export function LegalEditorPage({ type, language: documentLanguage }: Target) {
  const { t } = useTranslation('admin-content');
  const { urlLanguage } = useLanguage();
  const call = useCallback<ApiLoadCall<LegalDocumentEditor>>(
    (options) => getLegalDocumentEditor({ type, language: documentLanguage }, options),
    [type, documentLanguage],
  );
  const { state, retry, update } = useApiLoad(call);
  return (
    <>
      <Link to={adminPath(urlLanguage, '/content/legal')} className="text-brand-800 underline">
        {t('editor.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-stone-900">
        {t('editor.heading', {
          document: t(`legal.types.${type}`),
          language: t(`legal.languages.${documentLanguage}`),
        })}
      </h1>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' && (
        <>
          <Editor editor={state.data} onSaved={(next) => update(() => next)} />
          <LegalVersionHistory editor={state.data} />
        </>
      )}
    </>
  );
}

function Editor({
  editor,
  onSaved,
}: {
  editor: LegalDocumentEditor;
  onSaved: (next: LegalDocumentEditor) => void;
}) {
  const { t } = useTranslation('admin-content');
  const fieldId = useId();
  const [title, setTitle] = useState(editor.title);
  const [content, setContent] = useState(editor.content);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const preview = useLegalPreview(content);

  async function save() {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const saved = await saveLegalVersion(
        { type: editor.type, language: editor.language },
        { title, content, baseVersion: editor.version },
      );
      const summary = {
        id: saved.id,
        version: saved.version,
        title: saved.title,
        savedByName: saved.savedByName,
        createdAt: saved.createdAt,
      };
      onSaved({
        ...editor,
        version: saved.version,
        title: saved.title,
        // The draft stays as typed; the next save starts from this version.
        versions: [summary, ...editor.versions.filter((version) => version.id !== saved.id)],
      });
      setNotice(t('editor.saved', { version: saved.version }));
    } catch (caught) {
      setError(caught instanceof ApiError && caught.hasServerMessage ? caught.message : t('editor.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="mt-1 text-stone-700" data-testid="legal-current-version">
        {editor.version > 0 ? t('editor.currentVersion', { version: editor.version }) : t('editor.noVersion')}
      </p>
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <fieldset disabled={busy} className="contents">
            <TextField
              id={`${fieldId}-title`}
              label={t('editor.titleLabel')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              maxLength={200}
              lang={editor.language}
              dir="auto"
            />
            <TextAreaField
              id={`${fieldId}-content`}
              label={t('editor.contentLabel')}
              hint={t('editor.contentHint')}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              required
              rows={20}
              spellCheck={false}
              dir="ltr"
            />
            <button type="submit" className="button-primary min-h-11 self-start" disabled={busy}>
              {t('editor.save')}
            </button>
          </fieldset>
          <FormAlert>{error}</FormAlert>
          {notice && (
            <p role="status" className="text-green-800">
              {notice}
            </p>
          )}
        </form>
        <section
          aria-labelledby={`${fieldId}-preview`}
          className="rounded-xl border border-stone-200 bg-white p-4"
          data-testid="legal-preview"
        >
          <h2 id={`${fieldId}-preview`} className="font-semibold text-stone-900">
            {t('editor.preview')}
          </h2>
          <p className="text-sm text-stone-600">{t('editor.previewHint')}</p>
          <div className="mt-3" lang={editor.language} dir={editor.language === 'ar' ? 'rtl' : 'ltr'}>
            <p className="text-xl font-bold text-stone-900">{title}</p>
            {preview.status === 'failed' && <p className="text-red-800">{t('editor.previewFailed')}</p>}
            {preview.status === 'ready' &&
              (preview.html ? (
                <LegalDocumentBody html={preview.html} />
              ) : (
                <p className="text-stone-600">{t('editor.previewEmpty')}</p>
              ))}
          </div>
        </section>
      </div>
    </>
  );
}
