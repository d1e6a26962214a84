import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/approve: Approve a pay-at-the-door booking (idempotent). Answers the reservation's detail. */
export function approveReservation(id: string, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/approve`, {
    ...options,
    method: 'POST',
    body: {},
  });
}
