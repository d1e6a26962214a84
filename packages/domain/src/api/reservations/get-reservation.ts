import { reservationViewSchema } from './reservation-view.ts';

/** GET /api/reservations/{id} (signed in) — the member's own reservation, or any for an admin; else 404. */
export { reservationIdParamsSchema as getReservationParamsSchema } from './reservation-view.ts';
export const getReservationResponseSchema = reservationViewSchema;
