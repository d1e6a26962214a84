import type { Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { formatEuro, formatStayDate } from '../../mail/format.ts';
import { reservationMailTexts } from '../../mail/texts/reservation/reservation-mail-texts.ts';
import type { ListingSummary } from './listing-summaries.ts';
import type { ReservationRow } from './reservation-view.ts';

/** The first line of the guest's message to the operator (spec §1: the chat confirms the booking). */
const OPENING: Record<Language, string> = {
  tr: 'Merhaba Konak, az önce rezervasyon yaptım.',
  en: 'Hello Konak, I have just made a reservation.',
  ar: 'مرحبًا Konak، لقد أجريت حجزًا للتو.',
  ru: 'Здравствуйте, Konak! Я только что сделал(а) бронирование.',
};

/** The reservation details the guest sends, in the guest's language, one per line. */
export function whatsappText(row: ReservationRow, listing: ListingSummary | undefined): string {
  const language = row.language;
  const t = reservationMailTexts[language];
  const date = (value: string) => formatStayDate(value, language);
  const lines = [OPENING[language], `${t.labels.number}: ${row.reservationNumber}`];
  if (row.type === 'apartment') {
    lines.push(
      `${t.labels.apartment}: ${listing?.title ?? ''}`,
      `${t.labels.checkIn}: ${date(row.checkIn)}`,
      `${t.labels.checkOut}: ${date(row.checkOut)}`,
    );
  } else {
    const when = row.startTime ? t.departureAt(date(row.checkIn), row.startTime) : date(row.checkIn);
    lines.push(`${t.labels.tour}: ${listing?.title ?? ''}`, `${t.labels.tourDate}: ${when}`);
  }
  const party = row.type === 'tour' ? t.labels.participants : t.labels.guests;
  lines.push(
    `${party}: ${t.guests(row.adults, row.children)}`,
    `${t.labels.total}: ${formatEuro(toEuros(row.totalCents), language)}`,
    `${t.labels.payment}: ${t.paymentMethods[row.paymentMethod]}`,
    row.guestName,
  );
  return lines.join('\n');
}

/** Brief §5: `https://wa.me/<WHATSAPP_NUMBER>?text=<details, url-encoded>`. */
export function whatsappUrl(
  whatsappNumber: string,
  row: ReservationRow,
  listing: ListingSummary | undefined,
): string {
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(whatsappText(row, listing))}`;
}
