import { type CallOptions, checkedRequest } from '../../../../lib/api-client';
import { detailSchema } from './detail-schema';

/** POST /api/admin/reservations/{id}/resend-confirmation: Send the confirmation mail and SMS again; `key` is the Idempotency-Key of this click. Answers the reservation's detail. */
export function resendConfirmation(id: string, key: string, options: CallOptions = {}) {
  return checkedRequest(detailSchema, `/admin/reservations/${encodeURIComponent(id)}/resend-confirmation`, {
    ...options,
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': key },
  });
}
