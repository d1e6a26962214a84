import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/phone-reservation').then((module) => module.phoneGuestResponseSchema);

/** GET /api/admin/reservations/guest?email=…: the account using that e-mail, or null for a new guest. */
export function findPhoneGuest(email: string, options: CallOptions = {}) {
  return checkedRequest(answerSchema, `/admin/reservations/guest?${new URLSearchParams({ email })}`, options);
}
