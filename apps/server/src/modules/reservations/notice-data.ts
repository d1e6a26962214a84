import { lastFreeCancellationDate } from '@konak/domain/cancellation';
import { toEuros } from '@konak/domain/pricing';
import { paymentDeadline } from '@konak/domain/reservations/reservation-lifecycle';
import { nightsBetween } from '@konak/domain/stay-dates';
import type { Database } from '../../db/client.ts';
import type { ReservationMailData } from '../../mail/mail-message.ts';
import type { ReservationSmsData } from '../../sms/reservation-sms.ts';
import { type ListingSummary, listingKey, listingSummaries } from './listing-summaries.ts';
import { findReservation } from './reservation-repository.ts';
import type { ReservationRow } from './reservation-view.ts';

/** The member's reservations page in the guest's language (Turkish has no prefix). */
export function reservationsPageUrl(publicUrl: string, language: ReservationRow['language']): string {
  const base = publicUrl.replace(/\/+$/, '');
  return language === 'tr' ? `${base}/reservations` : `${base}/${language}/reservations`;
}

/** A reservation and its listing titled in the guest's language, as notices need them; null once it is gone. */
export async function loadNoticeSubject(
  db: Database,
  reservationId: string,
): Promise<{ row: ReservationRow; listing: ListingSummary | undefined } | null> {
  const row = await findReservation(db, reservationId);
  if (!row) return null;
  const listing = (await listingSummaries(db, [row], row.language)).get(listingKey(row));
  return { row, listing };
}

export function reservationMailData(
  row: ReservationRow,
  listing: ListingSummary | undefined,
  publicUrl: string,
): ReservationMailData {
  const deadline = row.status === 'pending' ? paymentDeadline(row.createdAt, row.paymentMethod) : null;
  return {
    name: row.guestName,
    reservationNumber: row.reservationNumber,
    type: row.type,
    title: listing?.title ?? row.reservationNumber,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: nightsBetween(row.checkIn, row.checkOut),
    checkInTime: listing?.checkInTime ?? '14:00',
    checkOutTime: listing?.checkOutTime ?? '11:00',
    location: listing?.location ?? '',
    adults: row.adults,
    children: row.children,
    totalPrice: toEuros(row.totalCents),
    guaranteeFee: toEuros(row.guaranteeFeeCents),
    paidAmount: toEuros(row.paidCents),
    remainingAmount: toEuros(row.remainingCents),
    isRefundable: row.isRefundable,
    freeCancellationUntil: row.isRefundable ? lastFreeCancellationDate(row.checkIn) : null,
    paymentMethod: row.paymentMethod,
    paymentDeadline: deadline?.toISOString() ?? null,
    reservationsUrl: reservationsPageUrl(publicUrl, row.language),
  };
}

export function reservationSmsData(
  row: ReservationRow,
  listing: ListingSummary | undefined,
): ReservationSmsData {
  return {
    reservationNumber: row.reservationNumber,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    type: row.type,
    checkInTime: listing?.checkInTime ?? '14:00',
    paymentDeadline: row.status === 'pending' ? paymentDeadline(row.createdAt, row.paymentMethod) : null,
  };
}
