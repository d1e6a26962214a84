import { ISTANBUL_TIME_ZONE } from '@konak/domain/stay-dates';

/**
 * The booking as an iCalendar file (RFC 5545) for the confirmation mail, in Europe/Istanbul: a stay from check-in
 * to check-out at the apartment's times, a tour from its start time for its duration (decision 058), with the
 * address or meeting point as location.
 */
export type StayCalendarEvent = {
  /** Stable per reservation, so a second confirmation updates the entry instead of adding one. */
  uid: string;
  issuedAt: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
} & (
  | { type: 'apartment'; checkIn: string; checkOut: string; checkInTime: string; checkOutTime: string }
  | { type: 'tour'; date: string; startTime: string; durationMinutes: number }
);

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

/** The local date and time `minutes` after a local one; computed as if UTC, since Istanbul has no clock change. */
function laterLocal(date: string, time: string, minutes: number): { date: string; time: string } {
  const end = new Date(new Date(`${date}T${time}:00Z`).getTime() + minutes * 60_000).toISOString();
  return { date: end.slice(0, 10), time: end.slice(11, 16) };
}

function eventTiming(event: StayCalendarEvent): [start: string, end: string] {
  if (event.type === 'apartment') {
    return [
      localDateTime(event.checkIn, event.checkInTime),
      localDateTime(event.checkOut, event.checkOutTime),
    ];
  }
  const end = laterLocal(event.date, event.startTime, event.durationMinutes);
  return [localDateTime(event.date, event.startTime), localDateTime(end.date, end.time)];
}

export function stayCalendarFile(event: StayCalendarEvent): string {
  const [start, end] = eventTiming(event);
  const timing = [`DTSTART;TZID=${ISTANBUL_TIME_ZONE}:${start}`, `DTEND;TZID=${ISTANBUL_TIME_ZONE}:${end}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Konak//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...ISTANBUL_TIMEZONE_BLOCK,
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
