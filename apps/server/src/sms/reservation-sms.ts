import type { Language } from '@konak/domain/languages';
import type { ReservationNotice } from '../jobs/job-kinds.ts';
import { formatIstanbulInstant, formatStayDate } from '../mail/format.ts';

/** What the short notices need to say. */
export type ReservationSmsData = {
  reservationNumber: string;
  checkIn: string;
  checkOut: string;
  type: 'apartment' | 'tour';
  checkInTime: string;
  /** A tour's departure time ("HH:MM"); null for apartments. */
  startTime: string | null;
  /** Set for a pending bank transfer: when the receipt is due. */
  paymentDeadline: Date | null;
};

type SmsTexts = {
  stay: (checkIn: string, checkOut: string) => string;
  tourDeparture: (date: string, time: string) => string;
  created: (number: string, when: string) => string;
  receiptDue: (deadline: string) => string;
  confirmed: (number: string, when: string, checkInTime: string | null) => string;
  cancelled: (number: string) => string;
};

// Short, plain sentences: one SMS segment where possible, no links a phishing filter would flag.
const texts: Record<Language, SmsTexts> = {
  tr: {
    stay: (checkIn, checkOut) => `${checkIn} - ${checkOut}`,
    tourDeparture: (date, time) => `${date}, saat ${time}`,
    created: (number, when) => `Konak: ${number} numaralı rezervasyonunuzu aldık (${when}).`,
    receiptDue: (deadline) => ` Havale dekontunu ${deadline} tarihine kadar gönderin.`,
    confirmed: (number, when, time) =>
      `Konak: ${number} numaralı rezervasyonunuz onaylandı (${when}).${time ? ` Giriş ${time} itibarıyla.` : ''}`,
    cancelled: (number) => `Konak: ${number} numaralı rezervasyonunuz iptal edildi. Ayrıntılar e-postanızda.`,
  },
  en: {
    stay: (checkIn, checkOut) => `${checkIn} - ${checkOut}`,
    tourDeparture: (date, time) => `${date} at ${time}`,
    created: (number, when) => `Konak: we received your reservation ${number} (${when}).`,
    receiptDue: (deadline) => ` Please send the bank transfer receipt by ${deadline}.`,
    confirmed: (number, when, time) =>
      `Konak: your reservation ${number} is confirmed (${when}).${time ? ` Check-in from ${time}.` : ''}`,
    cancelled: (number) =>
      `Konak: your reservation ${number} has been cancelled. Details are in your e-mail.`,
  },
  ar: {
    stay: (checkIn, checkOut) => `${checkIn} - ${checkOut}`,
    tourDeparture: (date, time) => `${date}، الساعة ${time}`,
    created: (number, when) => `Konak: استلمنا حجزك ${number} (${when}).`,
    receiptDue: (deadline) => ` يرجى إرسال إيصال التحويل البنكي قبل ${deadline}.`,
    confirmed: (number, when, time) =>
      `Konak: تم تأكيد حجزك ${number} (${when}).${time ? ` الوصول ابتداءً من ${time}.` : ''}`,
    cancelled: (number) => `Konak: تم إلغاء حجزك ${number}. التفاصيل في بريدك الإلكتروني.`,
  },
  ru: {
    stay: (checkIn, checkOut) => `${checkIn} - ${checkOut}`,
    tourDeparture: (date, time) => `${date}, в ${time}`,
    created: (number, when) => `Konak: мы получили ваше бронирование ${number} (${when}).`,
    receiptDue: (deadline) => ` Пришлите квитанцию о переводе до ${deadline}.`,
    confirmed: (number, when, time) =>
      `Konak: ваше бронирование ${number} подтверждено (${when}).${time ? ` Заезд с ${time}.` : ''}`,
    cancelled: (number) => `Konak: ваше бронирование ${number} отменено. Подробности в письме.`,
  },
};

/** The text message of a notice in the guest's language. */
export function reservationSmsText(
  notice: ReservationNotice,
  data: ReservationSmsData,
  language: Language,
): string {
  const t = texts[language];
  const date = (value: string) => formatStayDate(value, language);
  const when =
    data.type === 'apartment'
      ? t.stay(date(data.checkIn), date(data.checkOut))
      : data.startTime
        ? t.tourDeparture(date(data.checkIn), data.startTime)
        : date(data.checkIn);
  switch (notice) {
    case 'created':
      return (
        t.created(data.reservationNumber, when) +
        (data.paymentDeadline ? t.receiptDue(formatIstanbulInstant(data.paymentDeadline, language)) : '')
      );
    case 'confirmed':
      return t.confirmed(data.reservationNumber, when, data.type === 'apartment' ? data.checkInTime : null);
    case 'cancelled':
      return t.cancelled(data.reservationNumber);
  }
}
