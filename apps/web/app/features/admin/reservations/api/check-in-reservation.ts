import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/check-in: Check the guest in (idempotent). Answers the reservation's detail. */
export function checkInReservation(id: string, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/check-in`, {
    ...options,
    method: 'POST',
    body: {},
  });
}
