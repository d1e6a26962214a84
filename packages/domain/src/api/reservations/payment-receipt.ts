import { z } from 'zod';
import { RECEIPT_CONTENT_TYPES } from '../../reservations/payment-receipt.ts';

/** The bank-transfer receipt a guest sent, as the reservation view shows it (null until one arrives). */
export const reservationReceiptSchema = z.object({
  fileName: z.string(),
  /** Found from the file's bytes, not from its name. */
  contentType: z.enum(RECEIPT_CONTENT_TYPES),
  sizeBytes: z.number().int(),
  /** ISO 8601 UTC: when the latest file arrived. */
  uploadedAt: z.iso.datetime(),
});
export type ReservationReceipt = z.infer<typeof reservationReceiptSchema>;
