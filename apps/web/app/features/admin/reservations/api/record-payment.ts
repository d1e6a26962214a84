import type { RecordPaymentBody } from '@konak/domain/api/admin/record-reservation-payment';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/payments: Record money received; `key` is the Idempotency-Key made when the dialog opened. Answers the reservation's detail. */
export function recordPayment(id: string, body: RecordPaymentBody, key: string, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/payments`, {
    ...options,
    method: 'POST',
    body: body,
    headers: { 'Idempotency-Key': key },
  });
}
