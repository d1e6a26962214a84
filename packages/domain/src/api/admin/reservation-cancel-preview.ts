import { z } from 'zod';
import { CANCELLATION_PARTIES } from './cancel-reservation-as-operator.ts';

/** GET …/cancel-preview?by=guest|company: what a cancellation now would owe back, before confirming. */
export const cancelPreviewQuerySchema = z.object({ by: z.enum(CANCELLATION_PARTIES) });
export const cancelPreviewResponseSchema = z.object({
  by: z.enum(CANCELLATION_PARTIES),
  paidAmount: z.number(),
  guaranteeFee: z.number(),
  refundAmount: z.number(),
});
export type CancelPreview = z.infer<typeof cancelPreviewResponseSchema>;
