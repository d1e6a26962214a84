import type { PhotoOwnerKind } from '@konak/domain/api/admin/listing-photo';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const pageSchema = () =>
  import('@konak/domain/api/admin/listing-photo').then((module) => module.listingPhotosPageSchema);

/** The API path of a listing's photos: /admin/apartments/{id}/photos or /admin/tours/{id}/photos. */
export const photosPath = (kind: PhotoOwnerKind, id: string) =>
  `/admin/${kind}/${encodeURIComponent(id)}/photos`;

/** GET /api/admin/{apartments|tours}/{id}/photos (admin): the photos in the site's order and the listing's title. */
export function listListingPhotos(kind: PhotoOwnerKind, id: string, options: CallOptions = {}) {
  return checkedRequest(pageSchema, photosPath(kind, id), options);
}
