import type { Language } from '@konak/domain/languages';
import { formatIban } from '@konak/domain/site/iban';
import type { ReservationNotice } from '../jobs/job-kinds.ts';
import { formatEuro, formatIstanbulInstant, formatStayDate } from '../mail/format.ts';

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
  /** Set for a bank transfer still to be made: where to and how much (the reference is the number). */
  transfer: { iban: string; amount: number; isExample: boolean } | null;
};

type TransferParts = { iban: string; amount: string; reference: string; deadline: string };

type SmsTexts = {
  stay: (checkIn: string, checkOut: string) => string;
  tourDeparture: (date: string, time: string) => string;
  created: (number: string, when: string) => string;
  receiptDue: (deadline: string) => string;
  /** IBAN, amount, reference and deadline: all a guest needs to pay from the text alone. */
  transfer: (parts: TransferParts) => string;
  /** After the built-in example account (decision 055): nobody must pay into it. */
  exampleAccount: string;
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
    transfer: ({ iban, amount, reference, deadline }) =>
      ` Havale: IBAN ${iban}, tutar ${amount}, açıklama ${reference}. Dekont son ${deadline} (İstanbul saati).`,
    exampleAccount: ' Örnek hesap (demo site): para göndermeyin.',
    confirmed: (number, when, time) =>
      `Konak: ${number} numaralı rezervasyonunuz onaylandı (${when}).${time ? ` Giriş ${time} itibarıyla.` : ''}`,
    cancelled: (number) => `Konak: ${number} numaralı rezervasyonunuz iptal edildi. Ayrıntılar e-postanızda.`,
  },
  en: {
    stay: (checkIn, checkOut) => `${checkIn} - ${checkOut}`,
    tourDeparture: (date, time) => `${date} at ${time}`,
    created: (number, when) => `Konak: we received your reservation ${number} (${when}).`,
    receiptDue: (deadline) => ` Please send the bank transfer receipt by ${deadline}.`,
    transfer: ({ iban, amount, reference, deadline }) =>
      ` Transfer ${amount} to IBAN ${iban}, reference ${reference}. Receipt by ${deadline} (Istanbul time).`,
    exampleAccount: ' Example account (demo site): do not pay.',
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
    transfer: ({ iban, amount, reference, deadline }) =>
      ` حوّل ${amount} إلى IBAN ${iban}، المرجع ${reference}. الإيصال قبل ${deadline} (بتوقيت إسطنبول).`,
    exampleAccount: ' حساب تجريبي (موقع تجريبي): لا ترسل أي مبلغ.',
    confirmed: (number, when, time) =>
      `Konak: تم تأكيد حجزك ${number} (${when}).${time ? ` الوصول ابتداءً من ${time}.` : ''}`,
    cancelled: (number) => `Konak: تم إلغاء حجزك ${number}. التفاصيل في بريدك الإلكتروني.`,
  },
  ru: {
    stay: (checkIn, checkOut) => `${checkIn} - ${checkOut}`,
    tourDeparture: (date, time) => `${date}, в ${time}`,
    created: (number, when) => `Konak: мы получили ваше бронирование ${number} (${when}).`,
    receiptDue: (deadline) => ` Пришлите квитанцию о переводе до ${deadline}.`,
    transfer: ({ iban, amount, reference, deadline }) =>
      ` Переведите ${amount} на IBAN ${iban}, назначение ${reference}. Квитанция до ${deadline} (время Стамбула).`,
    exampleAccount: ' Пример счёта (демо-сайт): не переводите деньги.',
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
    case 'created': {
      const created = t.created(data.reservationNumber, when);
      if (!data.paymentDeadline) return created;
      const deadline = formatIstanbulInstant(data.paymentDeadline, language);
      if (!data.transfer) return created + t.receiptDue(deadline);
      return (
        created +
        t.transfer({
          iban: formatIban(data.transfer.iban),
          amount: formatEuro(data.transfer.amount, language),
          reference: data.reservationNumber,
          deadline,
        }) +
        (data.transfer.isExample ? t.exampleAccount : '')
      );
    }
    case 'confirmed':
      return t.confirmed(data.reservationNumber, when, data.type === 'apartment' ? data.checkInTime : null);
    case 'cancelled':
      return t.cancelled(data.reservationNumber);
  }
}
