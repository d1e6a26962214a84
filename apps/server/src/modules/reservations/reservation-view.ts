import type { ReservationReceipt } from '@konak/domain/api/reservations/payment-receipt';
import type { ReservationView } from '@konak/domain/api/reservations/reservation-view';
import { cancellationOutcome, lastFreeCancellationDate } from '@konak/domain/cancellation';
import { toEuros } from '@konak/domain/pricing';
import { paymentDeadline } from '@konak/domain/reservations/reservation-lifecycle';
import { isLive } from '@konak/domain/reservations/reservation-states';
import { nightsBetween } from '@konak/domain/stay-dates';
import type { reservations } from '../../db/schema/reservations.ts';
import { type ListingSummary, listingNamed } from './listing-summaries.ts';

export type ReservationRow = typeof reservations.$inferSelect;

/** Whether the guest may cancel now and what it would refund (spec §4), for the view and the cancel call. */
export function cancellationView(row: ReservationRow, now: Date): ReservationView['cancellation'] {
  const freeUntil = row.isRefundable ? lastFreeCancellationDate(row.checkIn) : null;
  if (!isLive(row.status)) return { allowed: false, reason: 'not_active', freeUntil, refundAmount: null };
  const outcome = cancellationOutcome({
    isRefundable: row.isRefundable,
    checkIn: row.checkIn,
    now,
    paidCents: row.paidCents,
    guaranteeFeeCents: row.guaranteeFeeCents,
  });
  return outcome.allowed
    ? { allowed: true, reason: null, freeUntil, refundAmount: toEuros(outcome.refundCents) }
    : { allowed: false, reason: outcome.reason, freeUntil, refundAmount: null };
}

/** A stored reservation as the API shows it: euro amounts, ISO instants, the listing titled in the reader's language. */
export function toReservationView(
  row: ReservationRow,
  listing: ListingSummary | undefined,
  now: Date,
  receipt: ReservationReceipt | null = null,
): ReservationView {
  const deadline = paymentDeadline(row.createdAt, row.paymentMethod);
  return {
    id: row.id,
    reservationNumber: row.reservationNumber,
    type: row.type,
    listing: { ...listingNamed(row, listing), slug: listing?.slug ?? null },
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    startTime: row.startTime,
    nights: nightsBetween(row.checkIn, row.checkOut),
    adults: row.adults,
    children: row.children,
    childrenAgeGroups: row.childrenAgeGroups,
    childrenAges: row.childrenAges,
    name: row.guestName,
    email: row.guestEmail,
    phone: row.guestPhone,
    country: row.guestCountry,
    message: row.message,
    language: row.language,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    isRefundable: row.isRefundable,
    currency: 'EUR',
    stayPrice: toEuros(row.totalCents - row.guaranteeFeeCents),
    guaranteeFee: toEuros(row.guaranteeFeeCents),
    totalPrice: toEuros(row.totalCents),
    totalOriginalPrice: toEuros(row.originalTotalCents),
    hasDiscount: row.originalTotalCents > row.totalCents,
    paidAmount: toEuros(row.paidCents),
    remainingAmount: toEuros(row.remainingCents),
    refundAmount: toEuros(row.refundCents),
    refundedAmount: toEuros(row.refundedCents),
    paymentDeadline: deadline && row.status === 'pending' ? deadline.toISOString() : null,
    receipt,
    cancellation: cancellationView(row, now),
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
