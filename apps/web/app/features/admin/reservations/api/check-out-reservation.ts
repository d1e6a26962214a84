import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/check-out: Check the guest out (idempotent). Answers the reservation's detail. */
export function checkOutReservation(id: string, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/check-out`, {
    ...options,
    method: 'POST',
    body: {},
  });
}
