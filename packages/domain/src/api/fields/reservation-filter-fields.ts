import { z } from 'zod';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
} from '../../reservations/reservation-states.ts';
import { isoDateSchema } from './stay-fields.ts';

/**
 * The filters both reservation lists of the operators take (the admin's /api/reservations/all and the back
 * office's /api/admin/reservations): status, payment status and method, type, one apartment or tour, and stays
 * overlapping [from, to). Spread into each list's query schema.
 */
export const reservationFilterFields = {
  status: z.enum(RESERVATION_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  type: z.enum(RESERVATION_TYPES).optional(),
  apartmentId: z.uuid().optional(),
  tourId: z.uuid().optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};
