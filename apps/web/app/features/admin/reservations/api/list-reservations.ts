import type { AdminReservationListQuery } from '@konak/domain/api/admin/admin-reservation-list';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/admin-reservation-list').then(
    (module) => module.adminReservationListResponseSchema,
  );

/** GET /api/admin/reservations: one page of the filtered list (admin, staff). Empty values are left out. */
export function listReservations(query: AdminReservationListQuery, options: CallOptions = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return checkedRequest(answerSchema, `/admin/reservations?${params}`, options);
}
