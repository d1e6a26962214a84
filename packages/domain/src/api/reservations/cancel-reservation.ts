import { z } from 'zod';
import { CANCEL_REASON_MAX_LENGTH } from '../../cancellation.ts';
import { reservationViewSchema } from './reservation-view.ts';

/**
 * PUT /api/reservations/{id}/cancel (signed in, own reservation) — spec §4: a refundable reservation until 7 days
 * before check-in (Istanbul), refund = paid − guarantee fee. Otherwise 422 with code non_refundable,
 * within_7_days or not_active. Without a reason the server stores one meaning "customer request" in the
 * request's language.
 */
// Nullish: a PUT without a body reaches the schema as null (Fastify's convention), meaning "no reason given".
export const cancelReservationBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(CANCEL_REASON_MAX_LENGTH)
      .optional()
      .transform((text) => (text ? text : undefined)),
  })
  .nullish();
export type CancelReservationBody = z.input<typeof cancelReservationBodySchema>;

export const cancelReservationResponseSchema = reservationViewSchema;
