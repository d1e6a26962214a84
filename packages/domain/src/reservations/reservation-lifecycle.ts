import { istanbulDate, istanbulDateTime } from '../stay-dates.ts';
import { BANK_TRANSFER_RECEIPT_HOURS, CHECK_OUT_TIME } from '../stay-policy.ts';
import type { PaymentMethod, ReservationStatus } from './reservation-states.ts';

// Defined with the other constants guests are told about (stay-policy.ts has no dependencies, so pages can state it).
export { BANK_TRANSFER_RECEIPT_HOURS };

const HOUR_MS = 3_600_000;

/** When the receipt of a bank transfer is due; null for the other payment methods. */
export function paymentDeadline(createdAt: Date, paymentMethod: PaymentMethod): Date | null {
  if (paymentMethod !== 'bank_transfer') return null;
  return new Date(createdAt.getTime() + BANK_TRANSFER_RECEIPT_HOURS * HOUR_MS);
}

/**
 * Whether the system cancels the reservation for a missing receipt: a pending bank transfer with nothing paid
 * 24 hours or more after it was made. A recorded payment or an admin's confirmation stops the clock.
 */
export function isReceiptOverdue(
  reservation: {
    status: ReservationStatus;
    paymentMethod: PaymentMethod;
    paidCents: number;
    createdAt: Date;
  },
  now: Date,
): boolean {
  const deadline = paymentDeadline(reservation.createdAt, reservation.paymentMethod);
  return (
    deadline !== null &&
    reservation.status === 'pending' &&
    reservation.paidCents === 0 &&
    now.getTime() >= deadline.getTime()
  );
}

/** "HH:MM" in Istanbul at an instant. */
export function istanbulTime(instant: Date): string {
  return istanbulDateTime(instant).time;
}

/** Whether the check-out time (11:00 unless the apartment says otherwise) of the check-out day has passed in Istanbul. */
export function hasCheckedOut(checkOut: string, now: Date, checkOutTime: string = CHECK_OUT_TIME): boolean {
  const today = istanbulDate(now);
  if (today !== checkOut) return today > checkOut;
  return istanbulTime(now) >= checkOutTime;
}

/**
 * Status changes an admin may make (brief §5): a pending reservation is confirmed (payment recorded, pay at the
 * door approved) or cancelled; a confirmed one is cancelled or completed. Cancelled and completed are final.
 */
const ADMIN_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled', 'completed'],
  cancelled: [],
  completed: [],
};

export function canChangeStatus(from: ReservationStatus, to: ReservationStatus): boolean {
  return from === to || ADMIN_TRANSITIONS[from].includes(to);
}
