import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/list-admin-tours').then((module) => module.adminTourListResponseSchema);

/** GET /api/admin/tours: every tour, published or not, with its missing languages (admin only). */
export function listTourCatalogue(options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/admin/tours', options);
}
