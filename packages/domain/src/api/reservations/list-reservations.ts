import { z } from 'zod';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
} from '../../reservations/reservation-states.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { reservationPageQuerySchema, reservationPageSchema } from './reservation-view.ts';

/**
 * GET /api/reservations/all (admin) — every reservation, newest first, paged. Filters combine: status, payment
 * status and method, type, one apartment, tour or member, stays overlapping [from, to) and `search` (a
 * reservation number, or part of the guest's name, e-mail or phone).
 */
export const listReservationsQuerySchema = reservationPageQuerySchema.extend({
  status: z.enum(RESERVATION_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  type: z.enum(RESERVATION_TYPES).optional(),
  apartmentId: z.uuid().optional(),
  tourId: z.uuid().optional(),
  userId: z.uuid().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  search: z.string().trim().min(1).max(100).optional(),
});
export type ListReservationsQuery = z.infer<typeof listReservationsQuerySchema>;

export const listReservationsResponseSchema = reservationPageSchema;
export type ListReservationsResponse = z.infer<typeof listReservationsResponseSchema>;
