import type { ApartmentEditor } from '@konak/domain/api/admin/apartment-editor-fields';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { ListingEditorHeader } from '../shell/listing-editor-header';
import { ApartmentForm } from './apartment-form';
import { getApartment } from './api/get-apartment';
import { listAmenityChoices } from './api/list-amenity-choices';
import { publishApartment } from './api/publish-apartment';
import { ChannelSyncSection } from './channel-sync-section';

type Loaded = {
  editor: ApartmentEditor | null;
  amenities: Awaited<ReturnType<typeof listAmenityChoices>>['items'];
};

/** /admin/apartments/new and /admin/apartments/{id} (admin): the editor, publishing, and the way to the photos. */
export function ApartmentEditorPage({ id }: { id: string | null }) {
  const { t } = useTranslation('admin-apartments');
  const { urlLanguage } = useLanguage();
  const navigate = useNavigate();
  const call = useCallback<ApiLoadCall<Loaded>>(
    async (options) => {
      const [editor, amenities] = await Promise.all([
        id ? getApartment(id, options) : Promise.resolve(null),
        listAmenityChoices(options),
      ]);
      return { editor, amenities: amenities.items };
    },
    [id],
  );
  const { state, retry, update } = useApiLoad(call);
  const editor = state.status === 'loaded' ? state.data.editor : null;
  const replaceEditor = (next: ApartmentEditor) => update((loaded) => ({ ...loaded, editor: next }));

  return (
    <>
      <ListingEditorHeader
        namespace="admin-apartments"
        listPath="/apartments"
        editor={editor}
        heading={
          editor
            ? t('editor.editTitle', {
                number: editor.apartmentNumber,
                title: editor.values.translations.tr.title,
              })
            : t('editor.newTitle')
        }
        publish={publishApartment}
        onChanged={replaceEditor}
      />
      <div className="mt-4">
        <AdminLoadState state={state} retry={retry} />
      </div>
      {state.status === 'loaded' && (
        <ApartmentForm
          key={state.data.editor?.id ?? 'new'}
          editor={state.data.editor}
          amenities={state.data.amenities}
          onSaved={(next, created) => {
            if (created) {
              void navigate(adminPath(urlLanguage, `/apartments/${next.id}`), {
                replace: true,
                state: { created: true },
              });
            } else {
              replaceEditor(next);
            }
          }}
        />
      )}
      {id && state.status === 'loaded' ? (
        <div className="mt-6">
          <ChannelSyncSection apartmentId={id} />
        </div>
      ) : null}
    </>
  );
}
