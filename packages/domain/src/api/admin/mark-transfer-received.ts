import { z } from 'zod';
import { paymentReferenceSchema } from './admin-action-fields.ts';

/** POST …/transfer-received: the whole remaining amount came in by bank transfer; confirms the reservation. */
export const transferReceivedBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({ reference: paymentReferenceSchema }),
);
export type TransferReceivedBody = z.input<typeof transferReceivedBodySchema>;
