import { z } from 'zod';
import { RECEIPT_CONTENT_TYPES, RECEIPT_FILE_NAME_MAX_LENGTH } from '../../reservations/payment-receipt.ts';
import { reservationViewSchema } from './reservation-view.ts';

/**
 * PUT /api/reservations/{id}/receipt (signed in, own reservation): the body is the file itself (raw bytes, any of
 * application/octet-stream, application/pdf, image/*), its original name in `fileName`. PDF, JPEG, PNG, WebP or
 * HEIC/HEIF by content, at most 10 MB. A second upload replaces the first while the reservation is pending.
 * 404 not the member's, 409 not a pending unpaid bank transfer, 413 too large, 415 not an accepted format.
 */
export const uploadReceiptQuerySchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(RECEIPT_FILE_NAME_MAX_LENGTH * 4),
});
export type UploadReceiptQuery = z.infer<typeof uploadReceiptQuerySchema>;

/** The body types the call takes; the bytes decide, these only let the browser send a file as it is. */
export const UPLOAD_RECEIPT_BODY_TYPES = ['application/octet-stream', ...RECEIPT_CONTENT_TYPES] as const;

export const uploadReceiptResponseSchema = reservationViewSchema;
