import { z } from 'zod';
import { CANCEL_REASON_MAX_LENGTH } from '../../cancellation.ts';
import { RESERVATION_MESSAGE_MAX_LENGTH } from '../../reservations/reservation-limits.ts';
import { emailSchema, nameSchema, phoneSchema } from '../fields/account-fields.ts';
import { reservationViewSchema } from './reservation-view.ts';

/** Highest amount an admin may record, in euro: far inside PostgreSQL's integer of cents. */
export const MAX_RECORDED_AMOUNT = 1_000_000;
const euros = z.number().min(0).max(MAX_RECORDED_AMOUNT);

/**
 * PUT /api/reservations/{id} (admin). Every change is recorded as a reservation event with the admin and `note`.
 * - Bank-transfer receipt or card/door payment: `paidAmount` (euro received so far, ≤ total). A pending
 *   reservation with money recorded becomes confirmed (brief §5) unless the same call cancels it.
 * - Pay-at-door approval: `status: 'confirmed'` (nothing paid yet; the 24-hour rule only concerns bank transfers).
 * - `status: 'completed'` after the stay; `status: 'cancelled'` (cancelled by admin, dates freed) with an optional
 *   `cancelReason` and `refundAmount` (owed back, ≤ paid; default: everything paid).
 * - `refundedAmount`: the part of the refund already paid out (≤ refund owed).
 * - Contact corrections: name, email, phone, country, message.
 * Broken rules answer 422 (invalid_status_change, amount_above_total, refund_above_paid, refunded_above_refund,
 * refund_needs_cancellation).
 */
export const updateReservationBodySchema = z
  .object({
    status: z.enum(['confirmed', 'cancelled', 'completed']).optional(),
    paidAmount: euros.optional(),
    refundAmount: euros.optional(),
    refundedAmount: euros.optional(),
    cancelReason: z.string().trim().min(1).max(CANCEL_REASON_MAX_LENGTH).optional(),
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'error.country_invalid')
      .optional(),
    message: z.string().trim().max(RESERVATION_MESSAGE_MAX_LENGTH).nullable().optional(),
    note: z.string().trim().min(1).max(500).optional(),
  })
  .superRefine((body, context) => {
    const { note: _note, ...changes } = body;
    if (Object.values(changes).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: 'error.nothing_to_update' });
    }
  });
export type UpdateReservationBody = z.input<typeof updateReservationBodySchema>;
export type UpdateReservationInput = z.infer<typeof updateReservationBodySchema>;

export const updateReservationResponseSchema = reservationViewSchema;
