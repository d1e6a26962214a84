import type { Language } from '@konak/domain/languages';
import { formatIban } from '@konak/domain/site/iban';
import { CALENDAR_CONTENT_TYPE, stayCalendarFile } from './calendar-invite.ts';
import { formatEuro, formatIstanbulInstant, formatStayDate } from './format.ts';
import type { DetailRow, MailBlock } from './mail-layout.ts';
import type { MailAttachment, MailMessage, ReservationMailData } from './mail-message.ts';
import { mailTexts } from './texts/mail-texts.ts';
import { reservationMailTexts } from './texts/reservation/reservation-mail-texts.ts';

type ReservationMessage = Extract<
  MailMessage,
  { template: 'reservation-created' | 'reservation-confirmed' | 'reservation-cancelled' }
>;

export type ReservationMailContent = { subject: string; blocks: MailBlock[]; attachments: MailAttachment[] };

/** The label–value rows every reservation mail shows. */
function detailRows(data: ReservationMailData, language: Language): DetailRow[] {
  const t = reservationMailTexts[language];
  const date = (value: string) => formatStayDate(value, language);
  const euro = (value: number) => formatEuro(value, language);
  const rows: DetailRow[] = [[t.labels.number, data.reservationNumber]];
  if (data.bookedFor) rows.push([t.labels.bookedFor, data.bookedFor]);
  if (data.type === 'apartment') {
    rows.push(
      [t.labels.apartment, data.title],
      [t.labels.checkIn, t.checkInAt(date(data.checkIn), data.checkInTime)],
      [
        t.labels.checkOut,
        `${t.checkOutAt(date(data.checkOut), data.checkOutTime)} (${t.nights(data.nights)})`,
      ],
    );
  } else {
    const when = data.startTime ? t.departureAt(date(data.checkIn), data.startTime) : date(data.checkIn);
    rows.push([t.labels.tour, data.title], [t.labels.tourDate, when]);
  }
  if (data.location) {
    rows.push([data.type === 'apartment' ? t.labels.address : t.labels.meetingPoint, data.location]);
  }
  rows.push(
    [data.type === 'tour' ? t.labels.participants : t.labels.guests, t.guests(data.adults, data.children)],
    [t.labels.total, euro(data.totalPrice)],
  );
  if (data.guaranteeFee > 0) rows.push([t.labels.guaranteeFee, euro(data.guaranteeFee)]);
  rows.push(
    [t.labels.paid, euro(data.paidAmount)],
    [t.labels.remaining, euro(data.remainingAmount)],
    [t.labels.payment, t.paymentMethods[data.paymentMethod]],
    [
      t.labels.cancellation,
      data.isRefundable && data.freeCancellationUntil
        ? t.freeCancellationUntil(date(data.freeCancellationUntil))
        : t.nonRefundable,
    ],
  );
  return rows;
}

/** Where to transfer the money, with the reservation number as the reference; marked while it is the example. */
function bankAccountBlocks(data: ReservationMailData, language: Language): MailBlock[] {
  const account = data.bankAccount;
  if (data.paymentMethod !== 'bank_transfer' || !account) return [];
  const t = reservationMailTexts[language];
  const rows: DetailRow[] = [
    [t.labels.bankName, account.bankName],
    [t.labels.accountHolder, account.holder],
    [t.labels.iban, formatIban(account.iban), 'ltr'],
    [t.labels.paymentReference, data.reservationNumber, 'ltr'],
    [t.labels.amountToTransfer, formatEuro(data.remainingAmount, language)],
  ];
  if (data.paymentDeadline) {
    rows.push([
      t.labels.deadline,
      `${formatIstanbulInstant(new Date(data.paymentDeadline), language)} ${t.istanbulTime}`,
    ]);
  }
  return [
    { kind: 'details', rows },
    ...(account.isExample ? [{ kind: 'paragraph', text: t.created.exampleBankAccount } as const] : []),
  ];
}

/** A stay from check-in to check-out; a tour from its start time for its length. */
function calendarTiming(data: ReservationMailData) {
  if (data.type === 'tour') {
    // The database requires both for tour bookings (reservations_start_time_check, tours.duration_minutes): the
    // fallbacks only satisfy the types.
    return {
      type: 'tour' as const,
      date: data.checkIn,
      startTime: data.startTime ?? '00:00',
      durationMinutes: data.durationMinutes ?? DEFAULT_TOUR_MINUTES,
    };
  }
  return {
    type: 'apartment' as const,
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    checkInTime: data.checkInTime,
    checkOutTime: data.checkOutTime,
  };
}

const DEFAULT_TOUR_MINUTES = 120;

/** Subject, body blocks and attachments of the three reservation notices. */
export function reservationMailContent(message: ReservationMessage): ReservationMailContent {
  const { language } = message;
  const t = reservationMailTexts[language];
  const greeting = (name: string): MailBlock => ({
    kind: 'paragraph',
    text: mailTexts[language].greeting(name),
  });
  const button: MailBlock = { kind: 'button', label: t.button, url: message.data.reservationsUrl };

  switch (message.template) {
    case 'reservation-created': {
      const { data } = message;
      const payment =
        data.paymentMethod === 'bank_transfer' && data.paymentDeadline
          ? t.created.bankTransfer(formatIstanbulInstant(new Date(data.paymentDeadline), language))
          : data.paymentMethod === 'pay_at_door'
            ? t.created.payAtDoor
            : t.created.card;
      return {
        subject: t.created.subject(data.reservationNumber),
        blocks: [
          greeting(data.name),
          { kind: 'paragraph', text: t.created.intro },
          { kind: 'details', rows: detailRows(data, language) },
          { kind: 'paragraph', text: payment },
          ...bankAccountBlocks(data, language),
          button,
        ],
        attachments: [],
      };
    }
    case 'reservation-confirmed': {
      const { data } = message;
      const host = new URL(data.reservationsUrl).hostname;
      const calendar = stayCalendarFile({
        uid: `${data.reservationNumber}@${host}`,
        issuedAt: new Date(data.issuedAt),
        ...calendarTiming(data),
        summary: `${data.title} (${data.reservationNumber})`,
        location: data.location,
        description: detailRows(data, language)
          .map(([label, value]) => `${label}: ${value}`)
          .join('\n'),
        url: data.reservationsUrl,
      });
      return {
        subject: t.confirmed.subject(data.reservationNumber),
        blocks: [
          greeting(data.name),
          { kind: 'paragraph', text: t.confirmed.intro },
          { kind: 'details', rows: detailRows(data, language) },
          { kind: 'paragraph', text: t.confirmed.calendar },
          ...(data.type === 'apartment'
            ? [
                {
                  kind: 'paragraph',
                  text: t.confirmed.houseRules(data.checkInTime, data.checkOutTime),
                } as const,
              ]
            : []),
          button,
        ],
        attachments: [
          {
            filename: `${data.reservationNumber}.ics`,
            contentType: CALENDAR_CONTENT_TYPE,
            content: calendar,
          },
        ],
      };
    }
    case 'reservation-cancelled': {
      const { data } = message;
      const rows = detailRows(data, language);
      if (data.cancelReason) rows.push([t.labels.reason, data.cancelReason]);
      rows.push([t.labels.refund, formatEuro(data.refundAmount, language)]);
      const refund =
        data.refundAmount > 0
          ? t.cancelled.refund(formatEuro(data.refundAmount, language))
          : t.cancelled.noRefund;
      return {
        subject: t.cancelled.subject(data.reservationNumber),
        blocks: [
          greeting(data.name),
          { kind: 'paragraph', text: t.cancelled.intro[data.cancelledBy] },
          { kind: 'details', rows },
          { kind: 'paragraph', text: refund },
          ...(data.guaranteeFee > 0 && data.refundAmount < data.paidAmount
            ? [{ kind: 'paragraph', text: t.cancelled.feeKept } as const]
            : []),
          button,
        ],
        attachments: [],
      };
    }
  }
}
