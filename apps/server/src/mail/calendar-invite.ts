import { ISTANBUL_TIME_ZONE } from '@konak/domain/stay-dates';

/**
 * The stay as an iCalendar file (RFC 5545) for the confirmation mail: check-in to check-out at the apartment's
 * times in Europe/Istanbul (a tour is an all-day entry on its date), with the address as location.
 */
export type StayCalendarEvent = {
  /** Stable per reservation, so a second confirmation updates the entry instead of adding one. */
  uid: string;
  issuedAt: Date;
  type: 'apartment' | 'tour';
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  summary: string;
  location: string;
  description: string;
  url: string;
};

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

// Istanbul has kept +03:00 all year since 2016; the definition lets calendars show local times exactly.
const ISTANBUL_TIMEZONE_BLOCK = [
  'BEGIN:VTIMEZONE',
  `TZID:${ISTANBUL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:+03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');
const localDateTime = (date: string, time: string) => `${compactDate(date)}T${time.replace(':', '')}00`;
const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function stayCalendarFile(event: StayCalendarEvent): string {
  const timing =
    event.type === 'apartment'
      ? [
          `DTSTART;TZID=${ISTANBUL_TIME_ZONE}:${localDateTime(event.checkIn, event.checkInTime)}`,
          `DTEND;TZID=${ISTANBUL_TIME_ZONE}:${localDateTime(event.checkOut, event.checkOutTime)}`,
        ]
      : [
          `DTSTART;VALUE=DATE:${compactDate(event.checkIn)}`,
          `DTEND;VALUE=DATE:${compactDate(event.checkOut)}`,
        ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Konak//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(event.type === 'apartment' ? ISTANBUL_TIMEZONE_BLOCK : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.issuedAt)}`,
    ...timing,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
