import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** GET /api/admin/reservations/{id}: everything about one reservation (admin, staff). */
export function getReservation(id: string, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}`, options);
}
