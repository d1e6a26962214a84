import type { ApartmentEditor } from '@konak/domain/api/admin/apartment-editor-fields';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import { ApartmentForm } from './apartment-form';
import { getApartment } from './api/get-apartment';
import { listAmenityChoices } from './api/list-amenity-choices';
import { PublishControl } from './publish-control';
import { PublishedBadge } from './published-badge';

type Loaded = {
  editor: ApartmentEditor | null;
  amenities: Awaited<ReturnType<typeof listAmenityChoices>>['items'];
};

/** /admin/apartments/new and /admin/apartments/{id} (admin): the editor, publishing, and the way to the photos. */
export function ApartmentEditorPage({ id }: { id: string | null }) {
  const { t } = useTranslation('admin-apartments');
  const { urlLanguage } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
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
      <p>
        <Link to={adminPath(urlLanguage, '/apartments')} className="text-brand-800 underline">
          {t('editor.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-stone-900">
        {editor
          ? t('editor.editTitle', {
              number: editor.apartmentNumber,
              title: editor.values.translations.tr.title,
            })
          : t('editor.newTitle')}
      </h1>
      {editor && (
        <div className="mt-3 mb-4 flex flex-wrap items-center gap-3">
          <PublishedBadge published={editor.isPublished} />
          <PublishControl editor={editor} onChanged={replaceEditor} />
          <Link
            to={adminPath(urlLanguage, `/apartments/${editor.id}/photos`)}
            className="inline-flex min-h-11 items-center rounded-xl border border-stone-300 px-4 font-semibold text-brand-800 hover:bg-stone-50"
          >
            {t('editor.photos')}
          </Link>
        </div>
      )}
      {justCreated && editor && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-800"
        >
          {t('editor.created')}
        </p>
      )}
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
    </>
  );
}
