import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/apartment-amenity-choices').then(
    (module) => module.amenityChoicesResponseSchema,
  );

/** GET /api/admin/apartments/amenities: the shared amenity list, named in the page language (admin only). */
export function listAmenityChoices(options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/admin/apartments/amenities', options);
}
