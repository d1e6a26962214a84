import type { Language } from '@konak/domain/languages';
import type { ReservationType } from '@konak/domain/reservations/reservation-states';
import { formatStayDate } from '../mail/format.ts';

/** What the short text to someone a member booked for may say (decision 049): nothing typed in the form. */
export type BookedForSmsData = {
  /** The booking member's account name, already shortened; empty when nothing printable was left. */
  bookerName: string;
  reservationNumber: string;
  type: ReservationType;
  checkIn: string;
  checkOut: string;
  /** A tour's departure time ("HH:MM"); null for apartments. */
  startTime: string | null;
};

type BookedForSmsTexts = {
  booked: (type: ReservationType, when: string, number: string, booker: string) => string;
  someone: string;
};

// The member's name comes last, after a label: it reads as a value we quote, not as our own sentence.
const texts: Record<Language, BookedForSmsTexts> = {
  tr: {
    booked: (type, when, number, booker) =>
      `Konak: Sizin için bir ${type === 'apartment' ? 'daire' : 'tur'} rezervasyonu yapıldı (${when}), numara ${number}. Rezervasyonu yapan: ${booker}.`,
    someone: 'bir Konak üyesi',
  },
  en: {
    booked: (type, when, number, booker) =>
      `Konak: a ${type === 'apartment' ? 'stay' : 'tour'} was booked for you (${when}), reservation ${number}. Booked by: ${booker}.`,
    someone: 'a Konak member',
  },
  ar: {
    booked: (type, when, number, booker) =>
      `Konak: تم حجز ${type === 'apartment' ? 'إقامة' : 'جولة'} لك (${when})، رقم الحجز ${number}. قام بالحجز: ${booker}.`,
    someone: 'أحد أعضاء Konak',
  },
  ru: {
    booked: (type, when, number, booker) =>
      `Konak: для вас ${type === 'apartment' ? 'забронирована квартира' : 'забронирован тур'} (${when}), номер ${number}. Кто забронировал: ${booker}.`,
    someone: 'участник Konak',
  },
};

/** The one short text to a form phone that is not the member's, in the reservation's language. */
export function bookedForSmsText(data: BookedForSmsData, language: Language): string {
  const t = texts[language];
  const date = (value: string) => formatStayDate(value, language);
  const when =
    data.type === 'apartment'
      ? `${date(data.checkIn)} - ${date(data.checkOut)}`
      : `${date(data.checkIn)} ${data.startTime ?? ''}`.trim();
  return t.booked(data.type, when, data.reservationNumber, data.bookerName || t.someone);
}
