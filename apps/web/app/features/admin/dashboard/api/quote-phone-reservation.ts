import type { PhoneReservationBody } from '@konak/domain/api/admin/phone-reservation';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/phone-reservation').then((module) => module.phoneReservationQuoteSchema);

/** POST /api/admin/reservations/quote: the site's price for the booking, nothing stored. */
export function quotePhoneReservation(body: PhoneReservationBody, options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/admin/reservations/quote', { ...options, method: 'POST', body });
}
