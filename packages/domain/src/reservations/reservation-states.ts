/**
 * The value sets of a reservation (brief §5). The database keeps the same lists as CHECK constraints
 * (apps/server/src/db/schema/reservations.ts); a server test asserts they agree.
 */
export const RESERVATION_TYPES = ['apartment', 'tour'] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** pending → confirmed → completed; pending | confirmed → cancelled. */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'partially_paid',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Card payment (3-D Secure through iyzico, decision 086) is accepted when the site offers it (CARD_PAYMENTS); the
 * other two always are.
 */
export const PAYMENT_METHODS = ['bank_transfer', 'pay_at_door', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ACCEPTED_PAYMENT_METHODS: readonly PaymentMethod[] = ['bank_transfer', 'pay_at_door'];

/** Who cancelled (or changed) a reservation. */
export const RESERVATION_ACTORS = ['user', 'system', 'admin'] as const;
export type ReservationActor = (typeof RESERVATION_ACTORS)[number];

/** Reservations that still hold their dates (and count toward a tour's places). */
export const LIVE_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed'];

export function isLive(status: ReservationStatus): boolean {
  return LIVE_STATUSES.includes(status);
}
