import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/list-admin-apartments').then(
    (module) => module.adminApartmentListResponseSchema,
  );

/** GET /api/admin/apartments: every apartment, published or not, with its missing languages (admin only). */
export function listApartments(options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/admin/apartments', options);
}
