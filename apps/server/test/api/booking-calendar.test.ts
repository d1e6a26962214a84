import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelBlocks, channelFeeds } from '../../src/db/schema/channel-sync.ts';
import { reservations } from '../../src/db/schema/reservations.ts';
import { bookingCalendar } from '../../src/modules/pricing-calendar/surface.ts';
import { useTestApp } from '../helpers/app.ts';
import { ManualClock } from '../helpers/manual-clock.ts';
import { insertPricingDays } from './catalogue-fixtures.ts';
import { bookStay, dayFrom, insertBookableApartment, signedInUser } from './reservation-fixtures.ts';

const clock = new ManualClock('2031-05-12T09:00:00Z');

// The one read a booking of an apartment is judged on (decision 097): it must answer what the separate reads did.
describe('bookingCalendar', () => {
  const context = useTestApp({ CARD_PAYMENTS: 'off' }, { clock });
  const day = (offset: number) => dayFrom(context, offset);
  let apartmentId: string;
  let liveStayId: string;
  let neverFetchedFeedId: string;

  beforeAll(async () => {
    const { token } = await signedInUser(context);
    apartmentId = (
      await insertBookableApartment(context.db, { basePriceCents: 9_000, guaranteeFeePercent: 25 })
    ).id;
    await insertPricingDays(context.db, apartmentId, [
      { date: day(30), priceCents: 11_000, minStayNights: 2 },
      { date: day(31), priceCents: 12_000, originalPriceCents: 15_000 },
    ]);
    liveStayId = (await bookStay(context, { token, apartmentId, checkIn: day(40), checkOut: day(42) })).id;
    const cancelled = await bookStay(context, { token, apartmentId, checkIn: day(44), checkOut: day(46) });
    await context.db
      .update(reservations)
      .set({ status: 'cancelled' })
      .where(eq(reservations.id, cancelled.id));
    // Outside every range asked below.
    await bookStay(context, { token, apartmentId, checkIn: day(50), checkOut: day(52) });
    // Added after the bookings, which would otherwise try to fetch the feed first. An imported block closes
    // day 31 (which has a row) and day 32 (which has none).
    const [feed] = await context.db
      .insert(channelFeeds)
      .values({ apartmentId, label: 'airbnb', url: 'https://example.com/a.ics' })
      .returning();
    neverFetchedFeedId = feed?.id ?? '';
    await context.db.insert(channelBlocks).values({
      feedId: feed?.id ?? '',
      apartmentId,
      uid: 'block-1',
      checkIn: day(31),
      checkOut: day(33),
    });
  });

  it('answers the apartment, its nights with imported blocks closed, and only the live stays in the range', async () => {
    const { calendar } = await bookingCalendar(context.db, apartmentId, day(30), day(33));
    expect(calendar?.apartment).toEqual({
      id: apartmentId,
      basePriceCents: 9_000,
      maxCapacity: expect.any(Number),
      maxAdults: null,
      maxChildren: null,
      guaranteeFeePercent: 25,
    });
    const nights = [...(calendar?.nights ?? [])].sort((a, b) => (a.date < b.date ? -1 : 1));
    expect(nights).toEqual([
      { date: day(30), priceCents: 11_000, originalPriceCents: null, minStayNights: 2, isClosed: false },
      { date: day(31), priceCents: 12_000, originalPriceCents: 15_000, minStayNights: 1, isClosed: true },
      { date: day(32), priceCents: 9_000, originalPriceCents: null, minStayNights: 1, isClosed: true },
    ]);
    expect(calendar?.stays).toEqual([]);

    const around = (await bookingCalendar(context.db, apartmentId, day(41), day(47))).calendar;
    expect(around?.stays).toEqual([{ id: liveStayId, checkIn: day(40), checkOut: day(42) }]);
    // The night before a check-in and the check-out day itself hold nothing (half-open stays).
    expect((await bookingCalendar(context.db, apartmentId, day(42), day(43))).calendar?.stays).toEqual([]);
    expect((await bookingCalendar(context.db, apartmentId, day(38), day(39))).calendar?.stays).toEqual([]);
  });

  it('names the import feeds fetched before the instant given (decision 108), and none when not asked', async () => {
    const [fresh] = await context.db
      .insert(channelFeeds)
      .values({ apartmentId, label: 'other', url: 'https://example.com/b.ics', lastFetchedAt: clock.now() })
      .returning();
    expect(fresh).toBeDefined();
    const minuteAgo = new Date(clock.now().getTime() - 60_000);
    expect(
      (await bookingCalendar(context.db, apartmentId, day(30), day(31), { feedsStaleBefore: minuteAgo }))
        .calendar?.staleFeeds,
    ).toEqual([neverFetchedFeedId]);
    const inAMinute = new Date(clock.now().getTime() + 60_000);
    expect(
      [
        ...((
          await bookingCalendar(context.db, apartmentId, day(30), day(31), { feedsStaleBefore: inAMinute })
        ).calendar?.staleFeeds ?? []),
      ].sort(),
    ).toEqual([neverFetchedFeedId, fresh?.id].sort());
    expect((await bookingCalendar(context.db, apartmentId, day(30), day(31))).calendar?.staleFeeds).toEqual(
      [],
    );
  });

  it('answers whether a reservation carries the idempotency key asked about (decision 112)', async () => {
    await context.db
      .update(reservations)
      .set({ idempotencyKey: 'calendar-key-1' })
      .where(eq(reservations.id, liveStayId));
    const keyTaken = async (apartment: string, idempotencyKey?: string) =>
      (
        await bookingCalendar(
          context.db,
          apartment,
          day(30),
          day(31),
          idempotencyKey ? { idempotencyKey } : {},
        )
      ).keyTaken;
    expect(await keyTaken(apartmentId, 'calendar-key-1')).toBe(true);
    expect(await keyTaken(apartmentId, 'calendar-key-2')).toBe(false);
    expect(await keyTaken(apartmentId)).toBe(false);
    // Whichever apartment is asked about, known or not: the key is the request's, not the apartment's.
    expect(await keyTaken('00000000-0000-4000-8000-000000000000', 'calendar-key-1')).toBe(true);
    expect(await keyTaken('not-a-uuid', 'calendar-key-1')).toBe(true);
  });

  it('has no calendar for an inactive, unknown or malformed apartment id', async () => {
    const inactive = await insertBookableApartment(context.db, { isActive: false });
    expect(await bookingCalendar(context.db, inactive.id, day(30), day(31))).toEqual({
      keyTaken: false,
      calendar: null,
    });
    expect(
      (await bookingCalendar(context.db, '00000000-0000-4000-8000-000000000000', day(30), day(31))).calendar,
    ).toBeNull();
    expect((await bookingCalendar(context.db, 'not-a-uuid', day(30), day(31))).calendar).toBeNull();
  });
});
