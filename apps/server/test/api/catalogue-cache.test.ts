import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { availableApartmentsResponseSchema } from '@konak/domain/api/apartments/available-apartments';
import { NO_CHILDREN } from '@konak/domain/guests';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueChanges } from '../../src/cache/catalogue-changes.ts';
import { pricingDays } from '../../src/db/schema/pricing.ts';
import { reservations } from '../../src/db/schema/reservations.ts';
import { availableApartments, availableApartmentsBody } from '../../src/modules/apartments/availability.ts';
import { createAvailableAnswers } from '../../src/modules/apartments/available-answers.ts';
import { calendarDays, priceStay } from '../../src/modules/pricing-calendar/service.ts';
import { createCatalogueReader } from '../../src/web/catalogue-reader.ts';
import { memoryCalendarDays, memoryStayPrice } from '../../src/web/page-calendars.ts';
import { insertReservation } from '../db/fixtures.ts';
import { useTestApp } from '../helpers/app.ts';
import { daysFromToday, insertListing, insertPricingDays } from './catalogue-fixtures.ts';

const context = useTestApp();

const party = { adults: 2, children: 0, childrenAgeGroups: NO_CHILDREN };
const allOnOnePage = { page: 1, pageSize: 100 };

describe('following catalogue changes (decision 038)', () => {
  it('hears every committed change, by the part it touched', async () => {
    const changes = catalogueChanges(context.services.database);
    const before = await changes.current();
    const listing = await insertListing(context.db, { label: 'heard' });
    const afterListing = await changes.current();
    expect(afterListing?.listings).toBeGreaterThan(before?.listings ?? Number.POSITIVE_INFINITY);
    expect(afterListing?.prices).toBe(before?.prices);

    await insertPricingDays(context.db, listing.id, [{ date: daysFromToday(30), priceCents: 9000 }]);
    const afterPrice = await changes.current();
    expect(afterPrice?.prices).toBeGreaterThan(afterListing?.prices ?? Number.POSITIVE_INFINITY);
    expect(afterPrice?.listings).toBe(afterListing?.listings);

    const booking = await insertReservation(context.db, {
      apartmentId: listing.id,
      checkIn: daysFromToday(40),
      checkOut: daysFromToday(42),
    });
    const afterBooking = await changes.current();
    expect(afterBooking?.bookings).toBeGreaterThan(afterPrice?.bookings ?? Number.POSITIVE_INFINITY);

    // Payment bookkeeping frees or takes no night; a rolled-back write never happened.
    await context.db.update(reservations).set({ paidCents: 100 }).where(eq(reservations.id, booking.id));
    await context.db
      .transaction(async (tx) => {
        await tx.delete(pricingDays).where(eq(pricingDays.apartmentId, listing.id));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await changes.current()).toEqual(afterBooking);
  });
});

describe('the availability answers', () => {
  it('are shared by identical searches until a booking changes them', async () => {
    const { answer: answers, peek } = createAvailableAnswers(context.services.database);
    const listing = await insertListing(context.db, { label: 'shared' });
    const search = { checkIn: daysFromToday(70), checkOut: daysFromToday(73), party };
    expect(await peek('/the-request')).toBeUndefined();
    const first = await answers(search, 'en', allOnOnePage, { requestKey: '/the-request' });
    expect(await answers(search, 'en', allOnOnePage)).toBe(first);
    expect(await peek('/the-request')).toBe(first);
    expect(await answers(search, 'tr', allOnOnePage)).not.toBe(first);
    expect(await answers(search, 'en', allOnOnePage, { personal: true })).not.toBe(first);
    const ids = (answer: typeof first) =>
      (JSON.parse(answer.body.toString()) as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids(first)).toContain(listing.id);

    await insertReservation(context.db, {
      apartmentId: listing.id,
      checkIn: daysFromToday(71),
      checkOut: daysFromToday(72),
    });
    expect(await peek('/the-request')).toBeUndefined();
    const afterBooking = await answers(search, 'en', allOnOnePage);
    expect(afterBooking).not.toBe(first);
    expect(ids(afterBooking)).not.toContain(listing.id);
  });

  it('hold exactly what the response schema describes, the JSON text and the objects alike', async () => {
    const database = context.services.database;
    for (const search of [{ party }, { checkIn: daysFromToday(20), checkOut: daysFromToday(23), party }]) {
      const objects = await availableApartments(database, search, 'ar', allOnOnePage);
      const json = JSON.parse(
        (await availableApartmentsBody(database, search, 'ar', allOnOnePage)).toString(),
      );
      expect(json).toEqual(objects);
      expect(availableApartmentsResponseSchema.parse(json)).toEqual(json);
      expect(json.items.length).toBeGreaterThan(0);
    }
    // The second request is answered before validation, from the first one's answer; a signed-in one never is.
    const url = `/api/apartments/available?adults=2&checkIn=${daysFromToday(20)}&checkOut=${daysFromToday(23)}`;
    const get = (headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', ...headers } });
    const first = await get();
    const second = await get();
    const signedIn = await get({ authorization: 'Bearer not-a-token' });
    for (const response of [first, second, signedIn]) {
      expect(response?.statusCode).toBe(200);
      expect(response?.headers['content-encoding']).toBe('gzip');
      expect(response?.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(response?.rawPayload ?? Buffer.alloc(0)).toString()).toBe(
        gunzipSync(first?.rawPayload ?? Buffer.alloc(0)).toString(),
      );
    }
  });
});

describe('the apartment page calendar kept in memory', () => {
  it('answers what the database answers, and follows a price change at once', async () => {
    const reader = createCatalogueReader(context.services);
    const listing = await insertListing(context.db, { label: 'memory', basePriceCents: 8000 });
    await insertPricingDays(context.db, listing.id, [
      { date: daysFromToday(3), priceCents: 9000, originalPriceCents: 12000 },
      { date: daysFromToday(4), priceCents: 9500, isClosed: true },
      { date: daysFromToday(6), priceCents: 7000, minStayNights: 3 },
    ]);
    await insertReservation(context.db, {
      apartmentId: listing.id,
      checkIn: daysFromToday(10),
      checkOut: daysFromToday(12),
    });
    await insertReservation(context.db, {
      apartmentId: listing.id,
      checkIn: daysFromToday(14),
      checkOut: daysFromToday(15),
      status: 'cancelled',
    });

    const { database } = context.services;
    const [start, end] = [daysFromToday(0), daysFromToday(20)];
    const fromDatabase = await calendarDays(context.db, listing.id, start, end);
    expect(await memoryCalendarDays(database, listing.id, start, end)).toEqual(fromDatabase);
    expect(await reader.calendar(listing.id, start, end)).toEqual(fromDatabase);
    // Days before today are not held in memory: the database answers those.
    expect(await memoryCalendarDays(database, listing.id, daysFromToday(-1), end)).toBeUndefined();
    expect(await memoryCalendarDays(database, randomUUID(), start, end)).toBeNull();
    for (const [from, to] of [
      [2, 4],
      [3, 4],
      [5, 7],
      [6, 9],
      [6, 40],
      [4, 2],
    ] as const) {
      const [checkIn, checkOut] = [daysFromToday(from), daysFromToday(to)];
      const price = await priceStay(context.db, listing.id, checkIn, checkOut);
      expect(await reader.stayPrice(listing.id, checkIn, checkOut)).toEqual(price);
      if (from < to) expect(await memoryStayPrice(database, listing.id, checkIn, checkOut)).toEqual(price);
    }

    await context.db.execute(
      sql`update pricing_days set price_cents = 5000 where apartment_id = ${listing.id}`,
    );
    const [changed] = await reader.calendar(listing.id, daysFromToday(3), daysFromToday(3));
    expect(changed?.price).toBe(50);
  });
});
