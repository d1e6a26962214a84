import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';
import { channelBlocks } from '../../src/db/schema/channel-sync.ts';
import { pricingDays } from '../../src/db/schema/pricing.ts';
import { runAllDueJobs } from '../../src/jobs/run-jobs.ts';
import { calendarOf } from '../../src/modules/channel-sync/feed-samples.test-support.ts';
import { useTestApp } from '../helpers/app.ts';
import { startFeedServer } from '../helpers/feed-server.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { recordingMailer } from './auth-fixtures.ts';
import { daysFromToday } from './catalogue-fixtures.ts';
import {
  apartmentBooking,
  injector,
  insertBookableApartment,
  reservationRow,
  signedInUser,
} from './reservation-fixtures.ts';

const MINUTE_MS = 60_000;
const d = daysFromToday;

type Feed = {
  id: string;
  lastError: string | null;
  eventCount: number;
  blockCount: number;
  flagged: boolean;
  lastSuccessAt: string | null;
  consecutiveFailures: number;
  nextFetchAt: string;
};

describe('channel sync (issue 18)', () => {
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  beforeAll(async () => {
    feeds = await startFeedServer();
  });
  afterAll(() => feeds.close());

  const clock = new ManualClock(new Date());
  const mail = recordingMailer();
  const context = useTestApp({ CHANNEL_FEEDS_ALLOW_LOOPBACK: '1' }, { clock, mailer: mail.mailer });
  const inject = injector(context);
  let adminToken = '';
  let memberToken = '';
  let apartmentId = '';
  let path = '';

  beforeAll(async () => {
    adminToken = (await signedInUser(context, 'admin')).token;
    memberToken = (await signedInUser(context)).token;
  });

  /** A fresh apartment (room for 15, so a search for 15 adults finds only it) and a feed path of its own. */
  async function freshApartment() {
    const apartment = await insertBookableApartment(context.db, { maxCapacity: 15, maxAdults: 15 });
    apartmentId = apartment.id;
    path = `/feeds/${apartment.id}.ics`;
    return apartment;
  }
  const addFeed = async (url = feeds.url(path), label = 'airbnb') => {
    const response = await inject({
      method: 'POST',
      url: `/api/admin/apartments/${apartmentId}/channels`,
      token: adminToken,
      payload: { label, url },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Feed;
  };
  const syncNow = async (feedId: string) => {
    const response = await inject({
      method: 'POST',
      url: `/api/admin/apartments/${apartmentId}/channels/${feedId}/sync`,
      token: adminToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Feed;
  };
  const calendar = async (from: string, to: string) => {
    const response = await inject({
      method: 'GET',
      url: `/api/pricing-calendar/range?apartmentId=${apartmentId}&startDate=${from}&endDate=${to}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: { date: string; available: boolean; isClosed: boolean }[] }).items;
  };
  const unavailable = async (from: string, to: string) =>
    (await calendar(from, to)).filter((day) => !day.available).map((day) => day.date);
  const price = (checkIn: string, checkOut: string) =>
    inject({
      method: 'POST',
      url: '/api/pricing-calendar/calculate-price',
      payload: { apartmentId, checkIn, checkOut },
    });
  const searchFinds = async (checkIn: string, checkOut: string) => {
    const response = await inject({
      method: 'GET',
      url: `/api/apartments/available?checkIn=${checkIn}&checkOut=${checkOut}&adults=15`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: { id: string }[] }).items.some((item) => item.id === apartmentId);
  };
  const freeListFinds = async (checkIn: string, checkOut: string) => {
    const response = await inject({
      method: 'GET',
      url: `/api/reservations/available?checkIn=${checkIn}&checkOut=${checkOut}`,
    });
    return (response.json() as { items: { apartmentId: string }[] }).items.some(
      (item) => item.apartmentId === apartmentId,
    );
  };
  const book = (checkIn: string, checkOut: string) =>
    inject({
      method: 'POST',
      url: '/api/reservations/create',
      token: memberToken,
      payload: apartmentBooking(apartmentId, checkIn, checkOut),
    });

  it('is for admins only, checks the address and refuses a second copy of it', async () => {
    await freshApartment();
    const url = `/api/admin/apartments/${apartmentId}/channels`;
    expect((await inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url, token: memberToken })).statusCode).toBe(403);
    const bad = await inject({
      method: 'POST',
      url,
      token: adminToken,
      payload: { label: 'airbnb', url: 'ftp://example.com/x.ics' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'url' });
    const badLabel = await inject({
      method: 'POST',
      url,
      token: adminToken,
      payload: { label: 'vrbo', url: feeds.url(path) },
    });
    expect(badLabel.statusCode).toBe(400);
    await addFeed();
    const again = await inject({
      method: 'POST',
      url,
      token: adminToken,
      payload: { label: 'other', url: feeds.url(path) },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('channel_feed_exists');
    const unknown = await inject({
      method: 'POST',
      url: '/api/admin/apartments/00000000-0000-4000-8000-000000000000/channels',
      token: adminToken,
      payload: { label: 'airbnb', url: feeds.url(path) },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('closes imported nights for the calendar, search, price and booking at once; a vanished event releases them', async () => {
    await freshApartment();
    feeds.serve(path, calendarOf([{ uid: 'a1@airbnb.com', checkIn: d(30), checkOut: d(33) }]));
    const feed = await addFeed();
    expect(await searchFinds(d(31), d(32))).toBe(true);

    const synced = await syncNow(feed.id);
    expect(synced).toMatchObject({ lastError: null, eventCount: 1, blockCount: 1, flagged: false });
    expect(synced.lastSuccessAt).not.toBeNull();
    expect(await unavailable(d(29), d(34))).toEqual([d(30), d(31), d(32)]);
    expect(await searchFinds(d(31), d(32))).toBe(false);
    expect(await searchFinds(d(33), d(35))).toBe(true);
    expect(await freeListFinds(d(29), d(31))).toBe(false);
    expect((await price(d(29), d(31))).statusCode).toBe(422);
    expect((await price(d(33), d(35))).statusCode).toBe(200);
    const refused = await book(d(32), d(34));
    expect([409, 422]).toContain(refused.statusCode);
    // The check-out day of the block is free for a new arrival.
    expect((await book(d(33), d(34))).statusCode).toBe(201);

    const listed = await inject({
      method: 'GET',
      url: `/api/admin/apartments/${apartmentId}/channels`,
      token: adminToken,
    });
    expect(listed.json()).toMatchObject({
      total: 1,
      blocks: [{ feedId: feed.id, checkIn: d(30), checkOut: d(33), summary: 'Reserved' }],
    });

    feeds.serve(path, calendarOf([{ uid: 'other@airbnb.com', checkIn: d(60), checkOut: d(61) }]));
    expect(await syncNow(feed.id)).toMatchObject({ blockCount: 1, lastError: null });
    expect(await unavailable(d(29), d(32))).toEqual([]);
    expect(await searchFinds(d(31), d(32))).toBe(true);
  });

  it('changes nothing on a failed, non-iCalendar, oversized or suddenly empty answer, and says why', async () => {
    await freshApartment();
    feeds.serve(
      path,
      calendarOf([
        { uid: 'b1@booking.com', checkIn: d(40), checkOut: d(42), summary: 'CLOSED - Not available' },
      ]),
    );
    const feed = await addFeed(feeds.url(path), 'booking');
    await syncNow(feed.id);
    const closed = [d(40), d(41)];
    expect(await unavailable(d(39), d(43))).toEqual(closed);

    const answers: [string, Parameters<typeof feeds.serve>[1]][] = [
      ['http_status', { status: 503, body: 'maintenance' }],
      ['not_icalendar', { body: '<html>Sign in</html>', contentType: 'text/html' }],
      ['empty_feed', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nEND:VCALENDAR\r\n'],
      [
        'too_large',
        `BEGIN:VCALENDAR\r\n${'X-FILL:'.padEnd(70, 'x').concat('\r\n').repeat(40_000)}END:VCALENDAR\r\n`,
      ],
    ];
    for (const [error, answer] of answers) {
      feeds.serve(path, answer);
      const state = await syncNow(feed.id);
      expect(state.lastError).toBe(error);
      expect(state.blockCount).toBe(1);
      expect(await unavailable(d(39), d(43))).toEqual(closed);
    }
    expect(feed.id).toBeTruthy();
  });

  it('polls every 15 minutes through the job table, backs a failing feed off and flags it', async () => {
    await freshApartment();
    feeds.serve(path, calendarOf([{ uid: 'p1', checkIn: d(50), checkOut: d(51) }]));
    const feed = await addFeed();
    const fetches = () => feeds.fetchesOf(path);
    await runAllDueJobs(context.services, { now: clock.now() });
    expect(fetches()).toBe(1);
    expect(await unavailable(d(50), d(50))).toEqual([d(50)]);
    // Not due again before 15 minutes.
    clock.advance(10 * MINUTE_MS);
    await runAllDueJobs(context.services, { now: clock.now() });
    expect(fetches()).toBe(1);
    feeds.serve(
      path,
      calendarOf([
        { uid: 'p1', checkIn: d(50), checkOut: d(51) },
        { uid: 'p2', checkIn: d(55), checkOut: d(56) },
      ]),
    );
    clock.advance(6 * MINUTE_MS);
    await runAllDueJobs(context.services, { now: clock.now() });
    expect(fetches()).toBe(2);
    expect(await unavailable(d(55), d(55))).toEqual([d(55)]);

    feeds.serve(path, { status: 500, body: 'down' });
    const gaps: number[] = [];
    for (let failure = 1; failure <= 4; failure++) {
      clock.advance(7 * 60 * MINUTE_MS);
      await runAllDueJobs(context.services, { now: clock.now() });
      const listed = await inject({
        method: 'GET',
        url: `/api/admin/apartments/${apartmentId}/channels`,
        token: adminToken,
      });
      const state = (listed.json() as { items: Feed[] }).items[0] as Feed;
      expect(state.consecutiveFailures).toBe(failure);
      gaps.push(new Date(state.nextFetchAt).getTime() - clock.now().getTime());
      expect(state.flagged).toBe(failure >= 4);
    }
    expect(gaps).toEqual([15, 30, 60, 120].map((minutes) => minutes * MINUTE_MS));
    expect(fetches()).toBe(6);
    // The blocks stay while the feed fails.
    expect(await unavailable(d(50), d(55))).toEqual([d(50), d(55)]);
    expect(feed.id).toBeTruthy();
  });

  it('re-fetches a stale feed before a booking, and a feed that fails does not block it', async () => {
    await freshApartment();
    feeds.serve(path, calendarOf([]));
    const feed = await addFeed();
    await syncNow(feed.id);
    // Sold on the other channel a moment later; the poll has not come yet.
    feeds.serve(path, calendarOf([{ uid: 'late@airbnb.com', checkIn: d(70), checkOut: d(72) }]));
    clock.advance(MINUTE_MS);
    // Fetched a minute ago: fresh enough, not fetched again.
    expect((await book(d(75), d(76))).statusCode).toBe(201);
    expect(feeds.fetchesOf(path)).toBe(1);
    clock.advance(2 * MINUTE_MS);
    const refused = await book(d(70), d(71));
    expect([409, 422]).toContain(refused.statusCode);
    expect(feeds.fetchesOf(path)).toBe(2);

    feeds.serve(path, { status: 500, body: 'down' });
    clock.advance(3 * MINUTE_MS);
    expect((await book(d(80), d(81))).statusCode).toBe(201);
    expect(feeds.fetchesOf(path)).toBe(3);
  });

  it('shows a block over a direct booking on the dashboard with both sides, mails once, deletes nothing', async () => {
    const apartment = await freshApartment();
    const booked = await book(d(90), d(93));
    expect(booked.statusCode, booked.body).toBe(201);
    const reservation = booked.json() as { id: string; reservationNumber: string };
    feeds.serve(path, calendarOf([{ uid: 'clash@airbnb.com', checkIn: d(91), checkOut: d(95) }]));
    const feed = await addFeed();
    await syncNow(feed.id);
    await runAllDueJobs(context.services, { now: clock.now() });

    const dashboard = await inject({ method: 'GET', url: '/api/admin/dashboard', token: adminToken });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const conflicts = (dashboard.json() as { channelConflicts: object[] }).channelConflicts;
    expect(conflicts).toContainEqual(
      expect.objectContaining({
        apartmentId,
        apartmentNumber: String(apartment.apartmentNumber),
        reservationId: reservation.id,
        reservationNumber: reservation.reservationNumber,
        checkIn: d(90),
        checkOut: d(93),
        channel: 'airbnb',
        blockCheckIn: d(91),
        blockCheckOut: d(95),
      }),
    );
    const operator = context.services.config.OPERATOR_EMAIL;
    const mails = () =>
      mail.sent.filter(
        (m) =>
          m.template === 'channel-conflict' && m.data.reservationNumber === reservation.reservationNumber,
      );
    expect(mails()).toHaveLength(1);
    expect(mails()[0]?.to).toBe(operator);

    // Polled again, the same conflict mails no one.
    clock.advance(16 * MINUTE_MS);
    await syncNow(feed.id);
    await runAllDueJobs(context.services, { now: clock.now() });
    expect(mails()).toHaveLength(1);
    expect((await reservationRow(context.db, reservation.id)).status).toBe('pending');
    expect(
      await context.db.select().from(channelBlocks).where(eq(channelBlocks.feedId, feed.id)),
    ).toHaveLength(1);
  });

  it('exports bookings and closed days under a secret, rotatable address, without imported blocks or guest data', async () => {
    await freshApartment();
    const booked = await book(d(100), d(102));
    expect(booked.statusCode).toBe(201);
    await context.db.insert(pricingDays).values([
      { apartmentId, date: d(110), priceCents: 10_000, isClosed: true },
      { apartmentId, date: d(111), priceCents: 10_000, isClosed: true },
    ]);
    feeds.serve(path, calendarOf([{ uid: 'imported@airbnb.com', checkIn: d(120), checkOut: d(121) }]));
    await syncNow((await addFeed()).id);

    const rotate = () =>
      inject({
        method: 'POST',
        url: `/api/admin/apartments/${apartmentId}/channels/export`,
        token: adminToken,
      });
    const first = await rotate();
    expect(first.statusCode, first.body).toBe(200);
    const url = new URL((first.json() as { url: string }).url);
    expect(url.pathname).toMatch(/^\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const text = feed.body;
    const compact = (date: string) => date.replaceAll('-', '');
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(d(100))}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${compact(d(102))}`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(d(110))}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${compact(d(112))}`);
    expect(text).not.toContain(compact(d(120)));
    expect(text).not.toContain('imported@airbnb.com');
    expect(text).not.toMatch(/Ayşe|ayse@example\.com|532/);
    // The token is kept only as a hash: the database never holds a working address.
    const stored = JSON.stringify(await context.db.execute('select * from channel_export_tokens'));
    expect(stored).not.toContain(url.pathname.slice(6, -4));

    const second = await rotate();
    expect((await inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect(
      (await inject({ method: 'GET', url: new URL((second.json() as { url: string }).url).pathname }))
        .statusCode,
    ).toBe(200);
    expect((await inject({ method: 'GET', url: `/ical/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/ical/nonsense' })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/ical/${'a'.repeat(5000)}.ics` })).statusCode).toBe(404);
  });

  it('refuses the loopback setting outside tests', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: '/tmp',
        JWT_SECRET: 'x'.repeat(40),
        CHANNEL_FEEDS_ALLOW_LOOPBACK: '1',
      }),
    ).toThrow(ConfigError);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: '/tmp',
        JWT_SECRET: 'x'.repeat(40),
        CHANNEL_FEEDS_ALLOW_LOOPBACK: '1',
        E2E_TEST_CONTROLS: '1',
      }).CHANNEL_FEEDS_ALLOW_LOOPBACK,
    ).toBe(true);
  });
});
