import type { RecordRefundBody } from '@konak/domain/api/admin/record-reservation-refund';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/refunds: Record a refund paid out; `key` is the Idempotency-Key made when the dialog opened. Answers the reservation's detail. */
export function recordRefund(id: string, body: RecordRefundBody, key: string, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/refunds`, {
    ...options,
    method: 'POST',
    body: body,
    headers: { 'Idempotency-Key': key },
  });
}
