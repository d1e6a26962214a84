import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const schema = () =>
  import('@konak/domain/api/admin/reservation-card-payments').then(
    (module) => module.reservationCardPaymentsSchema,
  );

/** GET /api/admin/reservations/{id}/card-payments: card checkouts with iyzico's ids and errors, the card refund. */
export function getCardPayments(id: string, options: CallOptions = {}) {
  return checkedRequest(schema, `/admin/reservations/${encodeURIComponent(id)}/card-payments`, options);
}

/** POST /api/admin/reservations/{id}/card-refund (admin): refund to the card now what is still owed (202). */
export function refundToCard(id: string, options: CallOptions = {}) {
  return checkedRequest(schema, `/admin/reservations/${encodeURIComponent(id)}/card-refund`, {
    ...options,
    method: 'POST',
  });
}
