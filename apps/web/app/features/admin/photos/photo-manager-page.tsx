import type {
  ListingPhoto,
  ListingPhotosResponse,
  PhotoOwnerKind,
} from '@konak/domain/api/admin/listing-photo';
import { SITE_IMAGE_CATEGORIES, type SiteImageCategory } from '@konak/domain/api/site-images/site-image';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { useLanguage, useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { AdminLoadState } from '../shell/admin-load-state';
import { adminPath } from '../shell/admin-path';
import {
  deleteListingPhoto,
  reorderListingPhotos,
  setListingCover,
  setListingPhotoAlt,
} from './api/arrange-listing-photos';
import { listListingPhotos } from './api/list-listing-photos';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { type PhotoActions, PhotoCard } from './photo-card';
import { PhotoUploadZone } from './photo-upload-zone';

const isSiteImageCategory = (value: string): value is SiteImageCategory =>
  (SITE_IMAGE_CATEGORIES as readonly string[]).includes(value);

/**
 * /admin/apartments/:id/photos, /admin/tours/:id/photos and /admin/content/pictures/:category (admin, decisions 084,
 * 092): upload, order, cover, alt texts and deletion of a listing's photos or a category's hero pictures. Every change is saved at once and the page shows the server's answer.
 */
export function PhotoManagerPage({ kind, id }: { kind: PhotoOwnerKind; id: string }) {
  const { t } = useTranslation('admin-photos');
  const { urlLanguage } = useLanguage();
  const call = useCallback<ApiLoadCall<Awaited<ReturnType<typeof listListingPhotos>>>>(
    (options) => listListingPhotos(kind, id, options),
    [kind, id],
  );
  const { state, retry, update } = useApiLoad(call);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListingPhoto | null>(null);
  // After a move, focus follows the photo to its new place (its button of the same direction, or the other one).
  const focusAfter = useRef<{ photoId: string; by: -1 | 1 } | null>(null);

  const photos = state.status === 'loaded' ? state.data.items : [];
  const show = useCallback(
    (answer: ListingPhotosResponse) => update((page) => ({ ...page, ...answer })),
    [update],
  );

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || busy) return;
    focusAfter.current = null;
    const [first, second] = wanted.by < 0 ? ['earlier', 'later'] : ['later', 'earlier'];
    const target = [first, second]
      .map(
        (direction) => document.getElementById(`${wanted.photoId}-${direction}`) as HTMLButtonElement | null,
      )
      .find((button) => button && !button.disabled);
    target?.focus();
  });

  async function run(change: () => Promise<ListingPhotosResponse>, done: string) {
    if (busy) return false;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      show(await change());
      setNotice(done);
      return true;
    } catch (caught) {
      setError(caught instanceof ApiError && caught.hasServerMessage ? caught.message : t('failed'));
      // A 409 means the photos changed elsewhere: show them as they are now.
      if (caught instanceof ApiError && caught.status === 409) retry();
      return false;
    } finally {
      setBusy(false);
    }
  }

  const actions: PhotoActions = {
    move: (photoId, by) => {
      const ids = photos.map((photo) => photo.id);
      const from = ids.indexOf(photoId);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to] ?? photoId, photoId];
      focusAfter.current = { photoId, by };
      void run(() => reorderListingPhotos(kind, id, ids), t('orderSaved'));
    },
    makeCover: (photoId) => {
      focusAfter.current = { photoId, by: -1 };
      void run(() => setListingCover(kind, id, photoId), t('coverSaved', { position: 1 }));
    },
    askDelete: (photo) => setDeleting(photo),
    saveAlt: (photoId, alt) => run(() => setListingPhotoAlt(kind, id, photoId, { alt }), t('altSaved')),
  };

  const back =
    kind === 'apartments'
      ? { to: `/apartments/${encodeURIComponent(id)}`, label: t('backApartment') }
      : kind === 'tours'
        ? { to: `/tours/${encodeURIComponent(id)}`, label: t('backTours') }
        : { to: '/content/pictures', label: t('backPictures') };
  // A hero picture category (decision 092) is named by the page; a listing by its title.
  const site = kind === 'site-images' && isSiteImageCategory(id);

  return (
    <>
      <Link to={adminPath(urlLanguage, back.to)} className="text-brand-800 underline">
        {back.label}
      </Link>
      <AdminLoadState state={state} retry={retry} />
      {state.status === 'loaded' && (
        <>
          <h1 className="mt-2 text-2xl font-bold break-words text-stone-900">
            {site
              ? t('siteTitle', { name: t(`categories.${id}`) })
              : state.data.title
                ? t('title', { name: state.data.title })
                : t('titleUntitled')}
          </h1>
          <p className="mt-1 max-w-prose text-stone-700">{site ? t('siteIntro') : t('intro')}</p>
          <PhotoUploadZone
            kind={kind}
            id={id}
            onUploaded={(photo) =>
              update((page) =>
                page.items.some((item) => item.id === photo.id)
                  ? page
                  : {
                      ...page,
                      items: [...page.items, { ...photo, isCover: page.items.length === 0 }],
                      total: page.total + 1,
                    },
              )
            }
          />
          <div className="mt-4 min-h-6" aria-live="polite">
            <FormAlert>{error}</FormAlert>
            {notice && <p className="text-green-800">{notice}</p>}
          </div>
          <h2 className="mt-2 font-semibold text-stone-900">{t('count', { count: photos.length })}</h2>
          {photos.length === 0 ? (
            <p className="mt-2 text-stone-700">{t('empty')}</p>
          ) : (
            <ol className="mt-2 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {photos.map((photo, index) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  position={index + 1}
                  count={photos.length}
                  busy={busy}
                  actions={actions}
                />
              ))}
            </ol>
          )}
        </>
      )}
      {deleting && (
        <DeletePhotoDialog
          previewUrl={deleting.previewUrl}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            show(await deleteListingPhoto(kind, id, deleting.id));
            setDeleting(null);
            setNotice(t('deleted'));
          }}
        />
      )}
    </>
  );
}
