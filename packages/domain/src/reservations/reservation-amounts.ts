import type { PaymentStatus, ReservationStatus } from './reservation-states.ts';

/**
 * The money of a reservation in cents (brief §5): total to pay, paid so far, the guarantee fee kept on a
 * cancellation, the refund owed and the part of it already paid out.
 */
export type ReservationAmounts = {
  totalCents: number;
  paidCents: number;
  guaranteeFeeCents: number;
  refundCents: number;
  refundedCents: number;
};

/**
 * The payment status the amounts mean: once a refund is owed it is refunded (all that was paid comes back) or
 * partially refunded (the guarantee fee, or part of what was paid, is kept); before that pending, partially paid
 * or paid by what has come in.
 */
export function paymentStatusOf({
  totalCents,
  paidCents,
  refundCents,
}: Pick<ReservationAmounts, 'totalCents' | 'paidCents' | 'refundCents'>): PaymentStatus {
  if (refundCents > 0) return refundCents >= paidCents ? 'refunded' : 'partially_refunded';
  if (paidCents <= 0) return 'pending';
  return paidCents >= totalCents ? 'paid' : 'partially_paid';
}

/** What the guest still owes: nothing once the reservation is cancelled. */
export function remainingCentsOf(status: ReservationStatus, totalCents: number, paidCents: number): number {
  if (status === 'cancelled') return 0;
  return Math.max(0, totalCents - paidCents);
}

/** Paid − guarantee fee, never below zero: the fee is kept from what was paid and nothing more is charged. */
export function refundAfterGuaranteeFee(paidCents: number, guaranteeFeeCents: number): number {
  return Math.max(0, paidCents - guaranteeFeeCents);
}
