import { z } from 'zod';
import { CARD_PAYMENT_RESULTS } from '../../reservations/card-hold.ts';
import { createReservationResponseSchema } from '../reservations/create-reservation.ts';

/**
 * GET /api/reservations/{id}/card-payment (the booking member): what became of the reservation's latest card
 * checkout, read when the gateway sends the guest back to the reservation page: the reservation as the booking
 * answered it (for the success modal), and when not paid the reason in the page language and whether the guest may
 * still retry or switch to bank transfer (the 15-minute hold lasts).
 */
export const cardPaymentResultSchema = z.object({
  result: z.enum(CARD_PAYMENT_RESULTS),
  message: z.string().nullable(),
  canRetry: z.boolean(),
  holdUntil: z.iso.datetime().nullable(),
  reservation: createReservationResponseSchema,
});
export type CardPaymentResultAnswer = z.infer<typeof cardPaymentResultSchema>;

/**
 * POST /api/reservations/{id}/switch-to-bank-transfer (the booking member): a pending, unpaid card reservation whose
 * hold lasts becomes a bank transfer (receipt within 24 hours of booking); answers as the booking does.
 */
export const switchToBankTransferResponseSchema = createReservationResponseSchema;
