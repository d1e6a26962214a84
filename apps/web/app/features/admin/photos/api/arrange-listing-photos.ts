import type { SetPhotoAltBody } from '@konak/domain/api/admin/arrange-listing-photos';
import type { PhotoOwnerKind } from '@konak/domain/api/admin/listing-photo';
import { checkedRequest } from '../../../../lib/api-client';
import { photosPath } from './list-listing-photos';

const listSchema = () =>
  import('@konak/domain/api/admin/listing-photo').then((module) => module.listingPhotosResponseSchema);

// Each change answers the whole new list, so the page shows the server's order and texts, not a guess.

/** PUT …/photos/order: every photo once, in the new order (409 when the photos changed meanwhile). */
export function reorderListingPhotos(kind: PhotoOwnerKind, id: string, photoIds: string[]) {
  return checkedRequest(listSchema, `${photosPath(kind, id)}/order`, { method: 'PUT', body: { photoIds } });
}

/** POST …/photos/{photoId}/cover: the photo goes first. */
export function setListingCover(kind: PhotoOwnerKind, id: string, photoId: string) {
  return checkedRequest(listSchema, `${photosPath(kind, id)}/${encodeURIComponent(photoId)}/cover`, {
    method: 'POST',
  });
}

/** PUT …/photos/{photoId}/alt: the alternative texts in the four languages (empty removes one). */
export function setListingPhotoAlt(kind: PhotoOwnerKind, id: string, photoId: string, body: SetPhotoAltBody) {
  return checkedRequest(listSchema, `${photosPath(kind, id)}/${encodeURIComponent(photoId)}/alt`, {
    method: 'PUT',
    body,
  });
}

/** DELETE …/photos/{photoId}: the photo and its files. */
export function deleteListingPhoto(kind: PhotoOwnerKind, id: string, photoId: string) {
  return checkedRequest(listSchema, `${photosPath(kind, id)}/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
  });
}
