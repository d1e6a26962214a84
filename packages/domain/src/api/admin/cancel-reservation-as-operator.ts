import { z } from 'zod';
import { CANCEL_REASON_MAX_LENGTH } from '../../cancellation.ts';
import { MAX_RECORDED_AMOUNT } from '../reservations/update-reservation.ts';

export const CANCELLATION_PARTIES = ['guest', 'company'] as const;
export type CancellationParty = (typeof CANCELLATION_PARTIES)[number];

/**
 * POST …/cancel: on behalf of the guest (refund = paid − guarantee fee for a refundable booking, nothing for a
 * non-refundable one) or of the company (everything paid back). `refundAmount` overrides the refund owed (≤ paid).
 */
export const cancelAsOperatorBodySchema = z.object({
  by: z.enum(CANCELLATION_PARTIES),
  reason: z.string().trim().min(1).max(CANCEL_REASON_MAX_LENGTH).optional(),
  refundAmount: z.number().min(0).max(MAX_RECORDED_AMOUNT).optional(),
});
export type CancelAsOperatorBody = z.input<typeof cancelAsOperatorBodySchema>;
