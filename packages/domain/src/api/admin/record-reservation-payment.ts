import { z } from 'zod';
import { paymentReferenceSchema, recordedAmountSchema } from './admin-action-fields.ts';
import { RECORDED_PAYMENT_METHODS } from './admin-reservation-detail.ts';

/** POST …/payments: money received. Partial → partially_paid, full → paid; a pending reservation is confirmed. */
export const recordPaymentBodySchema = z.object({
  amount: recordedAmountSchema,
  method: z.enum(RECORDED_PAYMENT_METHODS),
  reference: paymentReferenceSchema,
});
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;
