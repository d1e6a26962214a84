import { describe, expect, it } from 'vitest';
import { component, parseIcs, property, unescapeText } from '../../test/helpers/parse-ics.ts';
import { escapeText, foldLine, type StayCalendarEvent, stayCalendarFile } from './calendar-invite.ts';

const stay: StayCalendarEvent = {
  uid: 'KNK-2611-7Q4M@konak.example',
  issuedAt: new Date('2026-11-20T10:15:30.123Z'),
  type: 'apartment',
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  summary: 'Galata Loft (KNK-2611-7Q4M)',
  location: 'Galata Kulesi Sok. 12; Beyoğlu, İstanbul',
  description: 'Reservation number: KNK-2611-7Q4M\nGuests: 2 adults',
  url: 'https://konak.example/en/reservations',
};

/** The start names its zone, so calendars show Istanbul time wherever the reader is. */
function expectStartInIstanbul(event: ReturnType<typeof component>, value: string) {
  expect(property(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Europe/Istanbul' }, value });
}

describe('stay calendar file', () => {
  it('puts check-in 14:00 and check-out 11:00 in Europe/Istanbul, with the zone defined', () => {
    const calendar = parseIcs(stayCalendarFile(stay));
    expect(property(calendar, 'VERSION').value).toBe('2.0');
    expect(property(calendar, 'METHOD').value).toBe('PUBLISH');
    const zone = component(calendar, 'VTIMEZONE');
    expect(property(zone, 'TZID').value).toBe('Europe/Istanbul');
    expect(property(component(zone, 'STANDARD'), 'TZOFFSETTO').value).toBe('+0300');

    const event = component(calendar, 'VEVENT');
    expectStartInIstanbul(event, '20261201T140000');
    expect(property(event, 'DTEND').value).toBe('20261204T110000');
    expect(property(event, 'DTSTAMP').value).toBe('20261120T101530Z');
    expect(property(event, 'UID').value).toBe('KNK-2611-7Q4M@konak.example');
  });

  it('escapes the address and description and folds long lines at character boundaries', () => {
    const long = { ...stay, description: `${'Ş'.repeat(60)}, ${'İ'.repeat(60)}` };
    const event = component(parseIcs(stayCalendarFile(long)), 'VEVENT');
    expect(unescapeText(property(event, 'LOCATION').value)).toBe(stay.location);
    expect(unescapeText(property(event, 'DESCRIPTION').value)).toBe(long.description);
    const multiline = component(parseIcs(stayCalendarFile(stay)), 'VEVENT');
    expect(unescapeText(property(multiline, 'DESCRIPTION').value)).toBe(stay.description);
  });

  it('starts a tour at its start time in Istanbul and ends it after its duration, past midnight too', () => {
    const { checkIn: _in, checkOut: _out, checkInTime: _from, checkOutTime: _until, ...common } = stay;
    const tour = {
      ...common,
      type: 'tour' as const,
      date: '2026-12-02',
      startTime: '18:00',
      durationMinutes: 210,
    };
    const calendar = parseIcs(stayCalendarFile(tour));
    expect(property(component(calendar, 'VTIMEZONE'), 'TZID').value).toBe('Europe/Istanbul');
    const event = component(calendar, 'VEVENT');
    expectStartInIstanbul(event, '20261202T180000');
    expect(property(event, 'DTEND').value).toBe('20261202T213000');
    const late = component(parseIcs(stayCalendarFile({ ...tour, startTime: '22:30' })), 'VEVENT');
    expect(property(late, 'DTEND').value).toBe('20261203T020000');
  });

  it('escapes the TEXT specials and keeps folded lines within 75 octets', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});
