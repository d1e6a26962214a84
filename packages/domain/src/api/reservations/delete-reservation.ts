import { reservationViewSchema } from './reservation-view.ts';

/**
 * DELETE /api/reservations/{id} (admin) — withdraws a reservation (decision 034): it is cancelled by the admin,
 * its dates are freed and everything paid is owed back; the row stays for accounting and its history. Deleting
 * an already cancelled or completed reservation changes nothing and answers it as it is.
 */
export const deleteReservationResponseSchema = reservationViewSchema;
