import { formatStayDate } from './format.ts';
import type { MailBlock } from './mail-layout.ts';
import type { MailMessage } from './mail-message.ts';
import { reservationMailTexts } from './texts/reservation/reservation-mail-texts.ts';

type BookedForMessage = Extract<MailMessage, { template: 'reservation-booked-for' }>;

/**
 * The short notice to someone a member booked for (decision 049): who booked, the listing, the dates and the
 * number. No prices, nothing from the form, and the only link is the site's home page.
 */
export function bookedForMailContent(
  { language, data }: BookedForMessage,
  homeUrl: string,
): { subject: string; blocks: MailBlock[] } {
  const t = reservationMailTexts[language];
  const date = (value: string) => formatStayDate(value, language);
  const rows: [string, string][] = [
    [t.labels.bookedBy, data.bookerName || t.bookedFor.someone],
    [t.labels.number, data.reservationNumber],
  ];
  if (data.type === 'apartment') {
    rows.push(
      [t.labels.apartment, data.title],
      [t.labels.checkIn, date(data.checkIn)],
      [t.labels.checkOut, date(data.checkOut)],
    );
  } else {
    const when = data.startTime ? t.departureAt(date(data.checkIn), data.startTime) : date(data.checkIn);
    rows.push([t.labels.tour, data.title], [t.labels.tourDate, when]);
  }
  return {
    subject: t.bookedFor.subject(data.reservationNumber),
    blocks: [
      { kind: 'paragraph', text: t.bookedFor.greeting },
      { kind: 'paragraph', text: t.bookedFor.intro[data.type] },
      { kind: 'details', rows },
      { kind: 'paragraph', text: t.bookedFor.withBooker },
      { kind: 'paragraph', text: t.bookedFor.ignore },
      { kind: 'button', label: t.bookedFor.button, url: homeUrl },
    ],
  };
}
