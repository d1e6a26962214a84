import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '../reservations/create-reservation.ts';
import { MAX_RECORDED_AMOUNT } from '../reservations/update-reservation.ts';

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

/** An amount of euro an operator records: above zero, far inside PostgreSQL's integer of cents. */
export const recordedAmountSchema = z.number().positive().max(MAX_RECORDED_AMOUNT);
/** A payment's reference (receipt number, transfer description); optional. */
export const paymentReferenceSchema = z.string().trim().max(200).optional();
