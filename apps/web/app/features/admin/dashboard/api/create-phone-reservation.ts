import type { PhoneReservationBody } from '@konak/domain/api/admin/phone-reservation';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/phone-reservation').then((module) => module.phoneReservationResponseSchema);

/** POST /api/admin/reservations: the booking taken by phone; the same key makes a double click one booking. */
export function createPhoneReservation(
  body: PhoneReservationBody,
  idempotencyKey: string,
  options: CallOptions = {},
) {
  return checkedRequest(answerSchema, '/admin/reservations', {
    ...options,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
