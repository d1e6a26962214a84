/**
 * Feeds shaped like the channels' own (recorded from their exports, identifiers changed): Airbnb's "Reserved" and
 * "Airbnb (Not available)" all-day events, Booking.com's "CLOSED - Not available", and a generic PMS that lists an
 * event twice, regenerates its UIDs on every fetch and mixes date-times in. Lines end in CRLF as RFC 5545 wants.
 */
const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

export const AIRBNB_FEED = crlf([
  'BEGIN:VCALENDAR',
  'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 1.0//EN',
  'CALSCALE:GREGORIAN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20261205',
  'DTSTART;VALUE=DATE:20261201',
  'UID:1418fb94e984-9d4c3b2a1f0e8d7c6b5a49382716f5e4@airbnb.com',
  'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEF12\\nPhone Numbe',
  ' r (Last 4 Digits): 1234',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20270110',
  'DTSTART;VALUE=DATE:20270103',
  'UID:7f3e2d1c0b9a-0a1b2c3d4e5f60718293a4b5c6d7e8f9@airbnb.com',
  'SUMMARY:Airbnb (Not available)',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20261020',
  'DTSTART;VALUE=DATE:20261015',
  'UID:0c1d2e3f4a5b-1122334455667788990011223344556677@airbnb.com',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
]);

export const BOOKING_FEED = crlf([
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Booking.com//Booking.com Calendar 1.0//EN',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:1764230400.8f2c@booking.com',
  'DTSTAMP:20261127T080000Z',
  'DTSTART;VALUE=DATE:20261210',
  'DTEND;VALUE=DATE:20261213',
  'SUMMARY:CLOSED - Not available',
  'END:VEVENT',
  'END:VCALENDAR',
]);

/** A generic PMS's feed; `generation` changes every UID, as such feeds do on each fetch. */
export function pmsFeed(generation: number): string {
  return crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example PMS//Channel Export//EN',
    'BEGIN:VEVENT',
    `UID:pms-${generation}-a@pms.example`,
    'DTSTART;VALUE=DATE:20261220',
    'DTEND;VALUE=DATE:20261223',
    'SUMMARY:Booked',
    'END:VEVENT',
    // The same stay again, under another UID: one block.
    'BEGIN:VEVENT',
    `UID:pms-${generation}-a-copy@pms.example`,
    'DTSTART;VALUE=DATE:20261220',
    'DTEND;VALUE=DATE:20261223',
    'SUMMARY:Booked',
    'END:VEVENT',
    // A date-time in UTC: 22:00 UTC on the 27th is already the 28th in Istanbul; check-out morning the 30th.
    'BEGIN:VEVENT',
    `UID:pms-${generation}-b@pms.example`,
    'DTSTART:20261227T220000Z',
    'DTEND:20261230T080000Z',
    'SUMMARY:Booked',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:pms-${generation}-c@pms.example`,
    'DTSTART;VALUE=DATE:20270105',
    'DTEND;VALUE=DATE:20270107',
    'STATUS:CANCELLED',
    'SUMMARY:Cancelled',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}

export const calendarOf = (events: { uid: string; checkIn: string; checkOut: string; summary?: string }[]) =>
  crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Konak tests//Feed//EN',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTART;VALUE=DATE:${event.checkIn.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${event.checkOut.replaceAll('-', '')}`,
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
