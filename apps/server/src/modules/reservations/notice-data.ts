import { lastFreeCancellationDate } from '@konak/domain/cancellation';
import { toEuros } from '@konak/domain/pricing';
import type { NoticeRecipients } from '@konak/domain/reservations/notice-recipients';
import { paymentDeadline } from '@konak/domain/reservations/reservation-lifecycle';
import type { SiteSettings } from '@konak/domain/site/site-settings';
import { nightsBetween } from '@konak/domain/stay-dates';
import type { Database } from '../../db/client.ts';
import type { ReservationMailData } from '../../mail/mail-message.ts';
import type { ReservationSmsData } from '../../sms/reservation-sms.ts';
import { type ListingSummary, listingKey, listingSummaries } from './listing-summaries.ts';
import { type BookingMember, findBookingMember, recipientsOf } from './notice-booker.ts';
import { findReservation } from './reservation-repository.ts';
import type { ReservationRow } from './reservation-view.ts';

/** The member's reservations page in the guest's language (Turkish has no prefix). */
export function reservationsPageUrl(publicUrl: string, language: ReservationRow['language']): string {
  const base = publicUrl.replace(/\/+$/, '');
  return language === 'tr' ? `${base}/reservations` : `${base}/${language}/reservations`;
}

/** What every notice job needs: the reservation, its listing, the booking member and who gets what. */
export type NoticeSubject = {
  row: ReservationRow;
  listing: ListingSummary | undefined;
  booker: BookingMember | null;
  recipients: NoticeRecipients;
};

/** A reservation with its listing titled in the guest's language and its recipients; null once it is gone. */
export async function loadNoticeSubject(db: Database, reservationId: string): Promise<NoticeSubject | null> {
  const row = await findReservation(db, reservationId);
  if (!row) return null;
  const listing = (await listingSummaries(db, [row], row.language)).get(listingKey(row));
  const booker = await findBookingMember(db, row.userId);
  return { row, listing, booker, recipients: recipientsOf(row, booker) };
}

/**
 * The full notice's content. When the member booked for someone else it greets the member, who receives it, and
 * names the guest; otherwise it greets the name in the form, as it always did.
 */
export function reservationMailData(
  { row, listing, booker, recipients }: NoticeSubject,
  publicUrl: string,
  bankAccount: SiteSettings['bankAccount'],
): ReservationMailData {
  const forSomeoneElse = booker !== null && recipients.bookedFor.email !== null;
  const deadline = row.status === 'pending' ? paymentDeadline(row.createdAt, row.paymentMethod) : null;
  return {
    name: forSomeoneElse ? booker.name : row.guestName,
    bookedFor: forSomeoneElse ? row.guestName : null,
    reservationNumber: row.reservationNumber,
    type: row.type,
    title: listing?.title ?? row.reservationNumber,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: nightsBetween(row.checkIn, row.checkOut),
    checkInTime: listing?.checkInTime ?? '14:00',
    checkOutTime: listing?.checkOutTime ?? '11:00',
    startTime: row.startTime,
    durationMinutes: listing?.durationMinutes ?? null,
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
    // Only a transfer still to be made needs the account; a confirmed or cancelled booking must not invite one.
    bankAccount: row.paymentMethod === 'bank_transfer' && deadline ? bankAccount : null,
    reservationsUrl: reservationsPageUrl(publicUrl, row.language),
  };
}

export function reservationSmsData(
  row: ReservationRow,
  listing: ListingSummary | undefined,
  bankAccount: SiteSettings['bankAccount'],
): ReservationSmsData {
  const deadline = row.status === 'pending' ? paymentDeadline(row.createdAt, row.paymentMethod) : null;
  return {
    reservationNumber: row.reservationNumber,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    type: row.type,
    checkInTime: listing?.checkInTime ?? '14:00',
    startTime: row.startTime,
    paymentDeadline: deadline,
    // As in the mail: only a transfer still to be made carries the account.
    transfer: deadline
      ? { iban: bankAccount.iban, amount: toEuros(row.remainingCents), isExample: bankAccount.isExample }
      : null,
  };
}
