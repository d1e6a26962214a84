import { reconcileBlocks } from '@konak/domain/channel-sync/feed-blocks';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedError } from './feed-errors.ts';
import { parseFeed } from './feed-parse.ts';
import { AIRBNB_FEED, BOOKING_FEED, pmsFeed } from './feed-samples.test-support.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const dates = (feed: string) =>
  parseFeed(feed, NOW).events.map(({ checkIn, checkOut }) => [checkIn, checkOut]);

describe('parseFeed', () => {
  it("reads Airbnb's reserved and not-available events as Istanbul night ranges, past ones left out", () => {
    const parsed = parseFeed(AIRBNB_FEED, NOW);
    expect(parsed.eventCount).toBe(3);
    expect(parsed.events).toEqual([
      {
        uid: '1418fb94e984-9d4c3b2a1f0e8d7c6b5a49382716f5e4@airbnb.com',
        checkIn: '2026-12-01',
        checkOut: '2026-12-05',
        summary: 'Reserved',
      },
      {
        uid: '7f3e2d1c0b9a-0a1b2c3d4e5f60718293a4b5c6d7e8f9@airbnb.com',
        checkIn: '2027-01-03',
        checkOut: '2027-01-10',
        summary: 'Airbnb (Not available)',
      },
    ]);
  });

  it("reads Booking.com's closed event", () => {
    expect(parseFeed(BOOKING_FEED, NOW).events).toEqual([
      {
        uid: '1764230400.8f2c@booking.com',
        checkIn: '2026-12-10',
        checkOut: '2026-12-13',
        summary: 'CLOSED - Not available',
      },
    ]);
  });

  it("reads a PMS's UTC date-times on Istanbul's calendar and skips cancelled events", () => {
    expect(dates(pmsFeed(1))).toEqual([
      ['2026-12-20', '2026-12-23'],
      ['2026-12-20', '2026-12-23'],
      ['2026-12-28', '2026-12-30'],
    ]);
    expect(parseFeed(pmsFeed(1), NOW).eventCount).toBe(3);
  });

  it('refuses what is not an iCalendar object', () => {
    for (const text of ['<html><body>Sign in</body></html>', '', 'BEGIN:VCARD\r\nEND:VCARD\r\n']) {
      expect(() => parseFeed(text, NOW)).toThrow(FeedError);
    }
    expect(() => parseFeed('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', NOW)).toThrow(FeedError);
  });
});

describe('date-only values whatever the server time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  for (const zone of ['America/Los_Angeles', 'Asia/Tokyo']) {
    it(`reads the same nights under TZ=${zone}`, () => {
      process.env.TZ = zone;
      // Node applies TZ at once: the zone is really in force for this test.
      expect(new Date(2026, 11, 1).getTimezoneOffset()).toBe(zone === 'Asia/Tokyo' ? -540 : 480);
      expect(dates(AIRBNB_FEED)).toEqual([
        ['2026-12-01', '2026-12-05'],
        ['2027-01-03', '2027-01-10'],
      ]);
      expect(dates(BOOKING_FEED)).toEqual([['2026-12-10', '2026-12-13']]);
      expect(dates(pmsFeed(2))).toContainEqual(['2026-12-28', '2026-12-30']);
    });
  }
});

describe('matching fetched events to stored blocks', () => {
  it('keeps one block per stay when a PMS lists it twice and regenerates its UIDs', () => {
    const first = reconcileBlocks([], parseFeed(pmsFeed(1), NOW).events);
    expect(first.insert.map((event) => [event.checkIn, event.checkOut])).toEqual([
      ['2026-12-20', '2026-12-23'],
      ['2026-12-28', '2026-12-30'],
    ]);
    const stored = first.insert.map((event, index) => ({ ...event, id: `block-${index}` }));
    const second = reconcileBlocks(stored, parseFeed(pmsFeed(2), NOW).events);
    expect(second.insert).toEqual([]);
    expect(second.release).toEqual([]);
    // The same blocks, now known by the new UIDs.
    expect(second.update.map((block) => [block.id, block.uid])).toEqual([
      ['block-0', 'pms-2-a@pms.example'],
      ['block-1', 'pms-2-b@pms.example'],
    ]);
  });

  it('moves a block whose event kept its UID but changed dates, and releases vanished ones', () => {
    const stored = [
      { id: 'x', uid: 'u1', checkIn: '2026-12-01', checkOut: '2026-12-05', summary: 'Reserved' },
      { id: 'y', uid: 'u2', checkIn: '2026-12-10', checkOut: '2026-12-12', summary: 'Reserved' },
    ];
    const changes = reconcileBlocks(stored, [
      { uid: 'u1', checkIn: '2026-12-02', checkOut: '2026-12-06', summary: 'Reserved' },
    ]);
    expect(changes.update).toEqual([
      { id: 'x', uid: 'u1', checkIn: '2026-12-02', checkOut: '2026-12-06', summary: 'Reserved' },
    ]);
    expect(changes.insert).toEqual([]);
    expect(changes.release.map((block) => block.id)).toEqual(['y']);
  });
});
