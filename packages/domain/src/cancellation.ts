import { addDays, daysBetween, istanbulDate } from './stay-dates.ts';
import { FREE_CANCELLATION_DAYS } from './stay-policy.ts';

/** Longest reason a guest or an admin may give for a cancellation. */
export const CANCEL_REASON_MAX_LENGTH = 500;

/** Guarantee fee on refundable bookings: a per-apartment rate within 15–25 % of the total, 20 % by default. */
export const GUARANTEE_FEE_PERCENT = { min: 15, max: 25, default: 20 } as const;

export function isValidGuaranteeFeePercent(percent: unknown): percent is number {
  return (
    typeof percent === 'number' &&
    percent >= GUARANTEE_FEE_PERCENT.min &&
    percent <= GUARANTEE_FEE_PERCENT.max
  );
}

/**
 * The never-refunded guarantee fee in cents, rounded half up to the cent. A stored rate outside 15–25 % is
 * clamped into it (so a bad row can never charge 0 % or 100 %); NaN, infinities and invalid totals throw.
 */
export function guaranteeFeeCents(
  totalCents: number,
  percent: number = GUARANTEE_FEE_PERCENT.default,
): number {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('Invalid total');
  if (!Number.isFinite(percent)) throw new RangeError('Invalid guarantee fee percent');
  const rate = Math.min(GUARANTEE_FEE_PERCENT.max, Math.max(GUARANTEE_FEE_PERCENT.min, percent));
  // toFixed strips binary noise such as 2160.4999999 before rounding.
  return Math.round(Number(((totalCents * rate) / 100).toFixed(6)));
}

/** Whole days from today in Istanbul to the check-in date (0 on the check-in day, negative afterwards). */
export function daysUntilCheckIn(checkIn: string, now: Date): number {
  return daysBetween(istanbulDate(now), checkIn);
}

/**
 * Whether a check-in is still at least FREE_CANCELLATION_DAYS (7) calendar days away in Istanbul. Example: for a
 * check-in on 10 May, 3 May is the last day (until 23:59 Istanbul time) to book refundable or cancel for free.
 */
export function isOutsideCancellationWindow(checkIn: string, now: Date): boolean {
  return daysUntilCheckIn(checkIn, now) >= FREE_CANCELLATION_DAYS;
}

/**
 * The last Istanbul calendar day on which a refundable booking can still be made or cancelled for free: seven
 * days before check-in (check-in 10 May → 3 May, until 23:59 Istanbul time).
 */
export function lastFreeCancellationDate(checkIn: string): string {
  return addDays(checkIn, -FREE_CANCELLATION_DAYS);
}

/** Refundable bookings need check-in ≥ 7 days away when booking (spec §5); signing in is checked elsewhere. */
export function canBookRefundable(checkIn: string, now: Date): boolean {
  return isOutsideCancellationWindow(checkIn, now);
}

export type CancellationInput = {
  isRefundable: boolean;
  checkIn: string;
  now: Date;
  paidCents: number;
  guaranteeFeeCents: number;
};

export type CancellationOutcome =
  | { allowed: true; refundCents: number }
  | { allowed: false; reason: 'non_refundable' | 'within_7_days' };

/**
 * Guest cancellation (spec §4): non-refundable bookings never; refundable ones until 7 days before check-in, with
 * refund = paid − guarantee fee (never negative: the fee is kept from what was paid, nothing more is charged).
 * A check-in already passed also gives within_7_days. Status (already cancelled, completed) is checked elsewhere.
 */
export function cancellationOutcome(input: CancellationInput): CancellationOutcome {
  if (!input.isRefundable) return { allowed: false, reason: 'non_refundable' };
  if (!isOutsideCancellationWindow(input.checkIn, input.now))
    return { allowed: false, reason: 'within_7_days' };
  return { allowed: true, refundCents: Math.max(0, input.paidCents - input.guaranteeFeeCents) };
}
