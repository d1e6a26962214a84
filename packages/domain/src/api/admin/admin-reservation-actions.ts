import { z } from 'zod';
import { CANCEL_REASON_MAX_LENGTH } from '../../cancellation.ts';
import { childrenAgeGroupsSchema, isoDateSchema } from '../fields/stay-fields.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../reservations/create-reservation.ts';
import { MAX_RECORDED_AMOUNT } from '../reservations/update-reservation.ts';
import { RECORDED_PAYMENT_METHODS } from './admin-reservation-detail.ts';

/**
 * The back office's actions on one reservation: POST /api/admin/reservations/{id}/<action> (admin, staff). Each
 * answers the reservation's detail (admin-reservation-detail.ts). Each is idempotent: by a state precondition
 * (approve, transfer received, cancel, check-in/out answer the same when already done) or by the required
 * `Idempotency-Key` header (payment, refund, note, resend). Broken rules answer 422 or 409 with a translated reason.
 */

export { IDEMPOTENCY_KEY_HEADER };

/** The header of the actions that add something (money, a note, a mail). */
export const requiredIdempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema,
});

const amountSchema = z.number().positive().max(MAX_RECORDED_AMOUNT);
const referenceSchema = z.string().trim().max(200).optional();

/** POST …/payments: money received. Partial → partially_paid, full → paid; a pending reservation is confirmed. */
export const recordPaymentBodySchema = z.object({
  amount: amountSchema,
  method: z.enum(RECORDED_PAYMENT_METHODS),
  reference: referenceSchema,
});
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;

/** POST …/transfer-received: the whole remaining amount came in by bank transfer; confirms the reservation. */
export const transferReceivedBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({ reference: referenceSchema }),
);
export type TransferReceivedBody = z.input<typeof transferReceivedBodySchema>;

/** POST …/refunds: part of the refund owed was paid out (never more than is owed). */
export const recordRefundBodySchema = recordPaymentBodySchema;
export type RecordRefundBody = RecordPaymentBody;

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

/** GET …/cancel-preview?by=guest|company: what a cancellation now would owe back, before confirming. */
export const cancelPreviewQuerySchema = z.object({ by: z.enum(CANCELLATION_PARTIES) });
export const cancelPreviewResponseSchema = z.object({
  by: z.enum(CANCELLATION_PARTIES),
  paidAmount: z.number(),
  guaranteeFee: z.number(),
  refundAmount: z.number(),
});
export type CancelPreview = z.infer<typeof cancelPreviewResponseSchema>;

/**
 * POST …/change and …/change-preview: new dates, apartment (or tour departure) or party. What is not given stays
 * as it is. Checked with the site's rules and priced with the site's calculation; the preview answers the new
 * price and the difference without saving.
 */
export const changeReservationBodySchema = z
  .object({
    checkIn: isoDateSchema.optional(),
    checkOut: isoDateSchema.optional(),
    startTime: z
      .string()
      .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
      .optional(),
    apartmentId: z.uuid().optional(),
    adults: z.number().int().min(1).max(50).optional(),
    children: z.number().int().min(0).max(50).optional(),
    childrenAgeGroups: childrenAgeGroupsSchema.optional(),
  })
  .superRefine((body, context) => {
    if (Object.values(body).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: 'error.nothing_to_update' });
    }
  });
export type ChangeReservationBody = z.input<typeof changeReservationBodySchema>;
export type ChangeReservationInput = z.infer<typeof changeReservationBodySchema>;

export const changePreviewResponseSchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  startTime: z.string().nullable(),
  listingId: z.uuid(),
  adults: z.number().int(),
  children: z.number().int(),
  currentTotal: z.number(),
  newTotal: z.number(),
  /** newTotal − currentTotal: positive when the guest pays more. */
  difference: z.number(),
  guaranteeFee: z.number(),
});
export type ChangePreview = z.infer<typeof changePreviewResponseSchema>;

/** POST …/notes: an internal note, never shown to the guest. */
export const addReservationNoteBodySchema = z.object({ text: z.string().trim().min(1).max(2000) });
export type AddReservationNoteBody = z.input<typeof addReservationNoteBodySchema>;
