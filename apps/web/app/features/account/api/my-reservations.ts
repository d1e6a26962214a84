import { type CallOptions, checkedRequest } from '../../../lib/api-client';

/** The member's lists of stays (decision 034): staying now, ahead, and behind. */
export type MyReservationList = 'active' | 'upcoming' | 'history';

const answerSchema = () =>
  import('@konak/domain/api/reservations/my-reservation-lists').then(
    (module) => module.myReservationsResponseSchema,
  );

/** GET /api/reservations/my-active, my-upcoming or my-history: one page of the list (the server's size). */
export function myReservations(list: MyReservationList, page: number, options: CallOptions = {}) {
  // The first page without a query: the server's defaults (page 1, 20 per page).
  const query = page === 1 ? '' : `?${new URLSearchParams({ page: String(page) })}`;
  return checkedRequest(answerSchema, `/reservations/my-${list}${query}`, options);
}
