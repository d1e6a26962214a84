import { z } from 'zod';

/**
 * GET /api/reservations/public/apartment/{id} — the booked half-open ranges of an active apartment from today
 * on (live reservations only), for calendars. No personal data, no numbers, no statuses.
 */
export const publicApartmentReservationsParamsSchema = z.object({ id: z.uuid() });

export const publicApartmentReservationsResponseSchema = z.object({
  apartmentId: z.uuid(),
  items: z.array(z.object({ checkIn: z.string(), checkOut: z.string() })),
  total: z.number().int(),
});
export type PublicApartmentReservationsResponse = z.infer<typeof publicApartmentReservationsResponseSchema>;
