import type { CancelAsOperatorBody } from '@konak/domain/api/admin/cancel-reservation-as-operator';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/cancel: Cancel on behalf of the guest or the company (idempotent). Answers the reservation's detail. */
export function cancelReservation(id: string, body: CancelAsOperatorBody, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/cancel`, {
    ...options,
    method: 'POST',
    body: body,
  });
}
