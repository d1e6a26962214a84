import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

export const guestDetailSchema = () =>
  import('@konak/domain/api/admin/get-guest').then((module) => module.guestDetailSchema);

/** GET /api/admin/guests/{id}: a member's profile, membership and reservations (admin, staff). */
export function getGuest(id: string, options: CallOptions = {}) {
  return checkedRequest(guestDetailSchema, `/admin/guests/${encodeURIComponent(id)}`, options);
}
