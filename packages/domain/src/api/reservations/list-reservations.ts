import { z } from 'zod';
import { reservationFilterFields } from '../fields/reservation-filter-fields.ts';
import { reservationPageQuerySchema, reservationPageSchema } from './reservation-view.ts';

/**
 * GET /api/reservations/all (admin) — every reservation, newest first, paged. Filters combine: status, payment
 * status and method, type, one apartment, tour or member, stays overlapping [from, to) and `search` (a
 * reservation number, or part of the guest's name, e-mail or phone).
 */
export const listReservationsQuerySchema = reservationPageQuerySchema.extend({
  ...reservationFilterFields,
  userId: z.uuid().optional(),
  search: z.string().trim().min(1).max(100).optional(),
});
export type ListReservationsQuery = z.infer<typeof listReservationsQuerySchema>;

export const listReservationsResponseSchema = reservationPageSchema;
export type ListReservationsResponse = z.infer<typeof listReservationsResponseSchema>;
