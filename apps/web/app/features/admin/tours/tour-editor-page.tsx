import type { TourEditor } from '@konak/domain/api/admin/tour-editor-fields';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { ListingEditorHeader } from '../shell/listing-editor-header';
import { getTourEditor } from './api/get-tour-editor';
import { publishTour } from './api/publish-tour';
import { TourForm } from './tour-form';

/** /admin/tours/new and /admin/tours/{id} (admin): the editor, publishing, and the way to the photos. */
export function TourEditorPage({ id }: { id: string | null }) {
  const { t } = useTranslation('admin-tour-catalogue');
  const { urlLanguage } = useLanguage();
  const navigate = useNavigate();
  const call = useCallback<ApiLoadCall<TourEditor | null>>(
    async (options) => (id ? getTourEditor(id, options) : null),
    [id],
  );
  const { state, retry, update } = useApiLoad(call);
  const editor = state.status === 'loaded' ? state.data : null;
  const replaceEditor = (next: TourEditor) => update(() => next);

  return (
    <>
      <ListingEditorHeader
        namespace="admin-tour-catalogue"
        listPath="/tours"
        editor={editor}
        heading={
          editor
            ? t('editor.editTitle', { number: editor.tourNumber, title: editor.values.translations.tr.title })
            : t('editor.newTitle')
        }
        publish={publishTour}
        onChanged={replaceEditor}
      />
      <div className="mt-4">
        <AdminLoadState state={state} retry={retry} />
      </div>
      {state.status === 'loaded' && (
        <TourForm
          key={state.data?.id ?? 'new'}
          editor={state.data}
          onSaved={(next, created) => {
            if (created) {
              void navigate(adminPath(urlLanguage, `/tours/${next.id}`), {
                replace: true,
                state: { created: true },
              });
            } else {
              replaceEditor(next);
            }
          }}
        />
      )}
    </>
  );
}
