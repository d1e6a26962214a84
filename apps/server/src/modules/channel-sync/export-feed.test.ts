import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { closedRanges, exportCalendar } from './export-feed.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const EVENTS = [
  { uid: 'reservation-1@konak', checkIn: '2026-12-01', checkOut: '2026-12-05', summary: 'Reserved' },
  {
    uid: 'closed-a-2026-12-24-2026-12-26@konak',
    checkIn: '2026-12-24',
    checkOut: '2026-12-26',
    summary: 'Not available',
  },
];

describe('closedRanges', () => {
  it('joins consecutive closed days into half-open ranges', () => {
    expect(closedRanges(['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01', '2027-01-03'])).toEqual([
      { checkIn: '2026-12-24', checkOut: '2026-12-26' },
      { checkIn: '2026-12-31', checkOut: '2027-01-02' },
      { checkIn: '2027-01-03', checkOut: '2027-01-04' },
    ]);
  });
});

describe('exportCalendar', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
    it(`writes all-day events that a second library reads back unchanged (TZ=${zone})`, () => {
      process.env.TZ = zone;
      const text = exportCalendar('12', EVENTS, NOW);
      expect(text).toContain('DTSTART;VALUE=DATE:20261201\r\n');
      expect(text).toContain('DTEND;VALUE=DATE:20261205\r\n');
      // RFC 5545: CRLF lines of at most 75 octets.
      expect(text.endsWith('\r\n')).toBe(true);
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
      const read = calendar.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        expect(event.startDate.isDate).toBe(true);
        expect(event.endDate.isDate).toBe(true);
        expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
        return {
          uid: event.uid,
          checkIn: event.startDate.toString(),
          checkOut: event.endDate.toString(),
          summary: event.summary,
        };
      });
      expect(read).toEqual(EVENTS);
    });
  }
});
