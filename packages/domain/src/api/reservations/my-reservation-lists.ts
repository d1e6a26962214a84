import { reservationPageQuerySchema, reservationPageSchema } from './reservation-view.ts';

/**
 * The signed-in member's own reservations (decision 034), paged:
 * - GET /api/reservations/my-reservations — all, newest booking first;
 * - GET /api/reservations/my-upcoming — pending or confirmed, check-in after today (Istanbul), soonest first;
 * - GET /api/reservations/my-active — pending or confirmed, staying now (check-in ≤ today < check-out);
 * - GET /api/reservations/my-history — check-out reached, completed or cancelled, latest stay first.
 */
export const myReservationsQuerySchema = reservationPageQuerySchema;
export const myReservationsResponseSchema = reservationPageSchema;
