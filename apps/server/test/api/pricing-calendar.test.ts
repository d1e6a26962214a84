import { randomUUID } from 'node:crypto';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartments } from '../../src/db/schema/apartments.ts';
import { pricingDays } from '../../src/db/schema/pricing.ts';
import { calendarDays, priceStay } from '../../src/modules/pricing-calendar/service.ts';
import { insertApartment, insertReservation } from '../db/fixtures.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer, createUser, signIn } from '../helpers/users.ts';

const today = istanbulDate(new Date());
const day = (offset: number) => addDays(today, offset);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('pricing calendar API', () => {
  let apartmentId: string;
  let adminToken: string;
  let memberToken: string;

  const context = useTestApp();
  beforeAll(async () => {
    const { db } = context;
    const apartment = await insertApartment(db);
    apartmentId = apartment.id;
    await db
      .update(apartments)
      .set({ basePriceCents: 12_000, maxCapacity: 3 })
      .where(eq(apartments.id, apartmentId));
    await db.insert(pricingDays).values([
      // Discounted nights: 90 € instead of 150 €.
      { apartmentId, date: day(10), priceCents: 9_000, originalPriceCents: 15_000 },
      { apartmentId, date: day(11), priceCents: 9_000, originalPriceCents: 15_000 },
      { apartmentId, date: day(20), priceCents: 20_000, isClosed: true },
      { apartmentId, date: day(40), priceCents: 13_050, minStayNights: 3 },
    ]);
    await insertReservation(db, { apartmentId, checkIn: day(30), checkOut: day(33), status: 'confirmed' });
    await insertReservation(db, { apartmentId, checkIn: day(50), checkOut: day(52), status: 'cancelled' });
    adminToken = await signIn(context.services, (await createUser(db, { role: 'admin' })).id);
    memberToken = await signIn(context.services, (await createUser(db)).id);
  });

  const inject = (options: InjectOptions) =>
    context.app.inject({ ...options, headers: { 'accept-language': 'en', ...options.headers } });
  const range = (query: Record<string, string>) =>
    inject({ method: 'GET', url: '/api/pricing-calendar/range', query });
  const calculate = (payload: unknown) =>
    inject({ method: 'POST', url: '/api/pricing-calendar/calculate-price', payload: payload as object });
  const bulkUpdate = (payload: unknown, token?: string) =>
    inject({
      method: 'PUT',
      url: '/api/pricing-calendar/bulk-update',
      payload: payload as object,
      headers: token ? bearer(token) : {},
    });
  const dayRow = async (date: string) =>
    (
      await context.db
        .select()
        .from(pricingDays)
        .where(and(eq(pricingDays.apartmentId, apartmentId), eq(pricingDays.date, date)))
    )[0];

  describe('GET /range', () => {
    it('answers every day, filling days without a row from the base price', async () => {
      const response = await range({ apartmentId, startDate: day(-1), endDate: day(41) });
      expect(response.statusCode).toBe(200);
      const { items, total } = response.json();
      expect(total).toBe(43);
      expect(items).toHaveLength(43);
      expect(items[0].date).toBe(day(-1));
      expect(items.at(-1).date).toBe(day(41));
      const byDate = new Map(items.map((item: { date: string }) => [item.date, item]));
      expect(byDate.get(day(1))).toEqual({
        date: day(1),
        price: 120,
        originalPrice: null,
        minStayNights: 1,
        isClosed: false,
        isBooked: false,
        available: true,
      });
      expect(byDate.get(day(10))).toMatchObject({ price: 90, originalPrice: 150, available: true });
      expect(byDate.get(day(20))).toMatchObject({ price: 200, isClosed: true, available: false });
      expect(byDate.get(day(40))).toMatchObject({ price: 130.5, minStayNights: 3, available: true });
      // Yesterday (Istanbul) cannot be booked any more.
      expect(byDate.get(day(-1))).toMatchObject({ isBooked: false, available: false });
      expect(byDate.get(day(0))).toMatchObject({ available: true });
    });

    it('flags the nights of reservations that are not cancelled, but not their check-out day', async () => {
      const { items } = (await range({ apartmentId, startDate: day(29), endDate: day(53) })).json();
      const booked = items
        .filter((item: { isBooked: boolean }) => item.isBooked)
        .map((i: { date: string }) => i.date);
      expect(booked).toEqual([day(30), day(31), day(32)]);
      expect(items.find((item: { date: string }) => item.date === day(30))).toMatchObject({
        available: false,
      });
      expect(items.find((item: { date: string }) => item.date === day(50))).toMatchObject({
        available: true,
      });
    });

    it('answers up to 400 days and refuses more, reversed ranges and bad input with 400', async () => {
      const longest = await range({ apartmentId, startDate: day(0), endDate: day(399) });
      expect(longest.statusCode).toBe(200);
      expect(longest.json().total).toBe(400);
      for (const query of [
        { apartmentId, startDate: day(0), endDate: day(400) },
        { apartmentId, startDate: '0001-01-01', endDate: '9999-12-31' },
        { apartmentId, startDate: day(5), endDate: day(4) },
        { apartmentId: 'not-a-uuid', startDate: day(0), endDate: day(1) },
        { apartmentId, startDate: '2026-02-30', endDate: day(1) },
        { apartmentId, startDate: 'yesterday', endDate: day(1) },
        { apartmentId, startDate: day(0) },
        {},
      ]) {
        const response = await range(query as Record<string, string>);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json().code).toBe('validation_failed');
      }
      const reversed = await range({ apartmentId, startDate: day(5), endDate: day(4) });
      expect(reversed.json().errors).toEqual([
        { field: 'endDate', message: 'The end date must not be before the start date.' },
      ]);
    });

    it('answers 404 for an unknown apartment', async () => {
      const response = await range({ apartmentId: randomUUID(), startDate: day(0), endDate: day(1) });
      expect(response.statusCode).toBe(404);
    });

    it('ignores a bad bearer token on this public call', async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/pricing-calendar/range',
        query: { apartmentId, startDate: day(0), endDate: day(1) },
        headers: bearer('garbage'),
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('GET /single', () => {
    it('answers one day', async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/pricing-calendar/single',
        query: { apartmentId, date: day(20) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        date: day(20),
        price: 200,
        originalPrice: null,
        minStayNights: 1,
        isClosed: true,
        isBooked: false,
        available: false,
      });
    });

    it('refuses bad input with 400 and an unknown apartment with 404', async () => {
      const single = (query: Record<string, string>) =>
        inject({ method: 'GET', url: '/api/pricing-calendar/single', query });
      expect((await single({ apartmentId, date: '2026-13-01' })).statusCode).toBe(400);
      expect((await single({ apartmentId: '123', date: day(1) })).statusCode).toBe(400);
      expect((await single({ apartmentId })).statusCode).toBe(400);
      expect((await single({ apartmentId: randomUUID(), date: day(1) })).statusCode).toBe(404);
    });
  });

  describe('POST /calculate-price', () => {
    it('prices a stay with discounted nights', async () => {
      const response = await calculate({ apartmentId, checkIn: day(9), checkOut: day(12) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        checkIn: day(9),
        checkOut: day(12),
        nights: 3,
        totalPrice: 300,
        totalOriginalPrice: 420,
        hasDiscount: true,
        pricePerNight: 100,
        currency: 'EUR',
        breakdown: [
          { date: day(9), price: 120, originalPrice: null },
          { date: day(10), price: 90, originalPrice: 150 },
          { date: day(11), price: 90, originalPrice: 150 },
        ],
      });
    });

    it('prices a stay without discount and with a party that fits', async () => {
      const response = await calculate({
        apartmentId,
        checkIn: day(1),
        checkOut: day(3),
        adults: 2,
        children: 2,
        childrenAgeGroups: { above7: 1, between2And7: 0, under2: 1 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        nights: 2,
        totalPrice: 240,
        totalOriginalPrice: 240,
        hasDiscount: false,
        pricePerNight: 120,
      });
    });

    it('refuses stays that break a rule with 422, a message naming the rule and its code', async () => {
      const cases = [
        [{ checkIn: day(19), checkOut: day(21) }, 'closed_nights', /not available on/],
        [{ checkIn: day(40), checkOut: day(42) }, 'min_stay_not_met', /needs at least 3 nights from \d+ \w+/],
        [{ checkIn: day(1), checkOut: day(32) }, 'stay_too_long', /^Stays are limited to 30 nights\.$/],
        [{ checkIn: day(-2), checkOut: day(1) }, 'check_in_in_past', /past/],
        [{ checkIn: day(3), checkOut: day(3) }, 'check_out_not_after_check_in', /after the check-in/],
        [{ checkIn: day(3), checkOut: day(1) }, 'check_out_not_after_check_in', /after the check-in/],
      ] as const;
      for (const [dates, code, message] of cases) {
        const response = await calculate({ apartmentId, ...dates });
        expect(response.statusCode, code).toBe(422);
        expect(response.json().code).toBe(code);
        expect(response.json().message).toMatch(message);
      }
      // The check-out day may be closed: the guest leaves that morning.
      expect((await calculate({ apartmentId, checkIn: day(18), checkOut: day(20) })).statusCode).toBe(200);
      // Meeting the minimum stay is fine.
      expect((await calculate({ apartmentId, checkIn: day(40), checkOut: day(43) })).statusCode).toBe(200);
    });

    it('translates rule messages', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/pricing-calendar/calculate-price',
        payload: { apartmentId, checkIn: day(40), checkOut: day(41) },
        headers: { 'accept-language': 'tr' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/en az 3 gece/);
    });

    it('refuses a party that does not fit with 422', async () => {
      const cases = [
        [{ adults: 4 }, 'too_many_guests'],
        [
          { adults: 0, children: 1, childrenAgeGroups: { above7: 1, between2And7: 0, under2: 0 } },
          'adult_required',
        ],
        [{ adults: 2, children: 1 }, 'age_groups_missing'],
      ] as const;
      for (const [party, code] of cases) {
        const response = await calculate({ apartmentId, checkIn: day(1), checkOut: day(3), ...party });
        expect(response.statusCode, code).toBe(422);
        expect(response.json().code).toBe(code);
      }
    });

    it('refuses bad input with 400 and an unknown apartment with 404', async () => {
      const valid = { apartmentId, checkIn: day(1), checkOut: day(3) };
      for (const payload of [
        {},
        { ...valid, apartmentId: 'abc' },
        { ...valid, checkIn: '2026-02-30' },
        { ...valid, checkOut: 20261201 },
        { ...valid, adults: '2' },
        { ...valid, adults: -1 },
        { ...valid, children: 1.5 },
        { ...valid, childrenAgeGroups: { above7: 'one' } },
      ]) {
        const response = await calculate(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const noBody = await inject({ method: 'POST', url: '/api/pricing-calendar/calculate-price' });
      expect(noBody.statusCode).toBe(400);
      expect((await calculate({ ...valid, apartmentId: randomUUID() })).statusCode).toBe(404);
    });
  });

  describe('POST /check-min-stay', () => {
    const checkMinStay = (payload: object) =>
      inject({ method: 'POST', url: '/api/pricing-calendar/check-min-stay', payload });

    it('says whether the stay meets the minimum stay of its check-in night', async () => {
      const short = await checkMinStay({ apartmentId, checkIn: day(40), checkOut: day(42) });
      expect(short.statusCode).toBe(200);
      expect(short.json()).toEqual({
        valid: false,
        minStayNights: 3,
        nights: 2,
        message: expect.stringMatching(/needs at least 3 nights from/),
      });
      const long = await checkMinStay({ apartmentId, checkIn: day(40), checkOut: day(43) });
      expect(long.json()).toEqual({ valid: true, minStayNights: 3, nights: 3 });
      const plain = await checkMinStay({ apartmentId, checkIn: day(2), checkOut: day(3) });
      expect(plain.json()).toEqual({ valid: true, minStayNights: 1, nights: 1 });
    });

    it('refuses reversed stays with 422, bad input with 400 and unknown apartments with 404', async () => {
      const reversed = await checkMinStay({ apartmentId, checkIn: day(4), checkOut: day(2) });
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().code).toBe('check_out_not_after_check_in');
      expect((await checkMinStay({})).statusCode).toBe(400);
      expect((await checkMinStay({ apartmentId, checkIn: 'x', checkOut: day(2) })).statusCode).toBe(400);
      expect(
        (await checkMinStay({ apartmentId: randomUUID(), checkIn: day(1), checkOut: day(2) })).statusCode,
      ).toBe(404);
    });
  });

  describe('PUT /bulk-update', () => {
    it('answers 401 to guests and bad tokens, 403 to members', async () => {
      const change = { apartmentId, startDate: day(60), endDate: day(61), price: 50 };
      expect((await bulkUpdate(change)).statusCode).toBe(401);
      expect((await bulkUpdate(change, 'garbage')).statusCode).toBe(401);
      // Even with a body that is not valid: nobody learns about validation before signing in.
      expect((await bulkUpdate({}, undefined)).statusCode).toBe(401);
      const forbidden = await bulkUpdate(change, memberToken);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('forbidden');
      expect(await dayRow(day(60))).toBeUndefined();
    });

    it('lets an admin change a range, visible in /range', async () => {
      const response = await bulkUpdate(
        {
          apartmentId,
          startDate: day(60),
          endDate: day(66),
          price: 80.5,
          originalPrice: 99.99,
          minStayNights: 2,
        },
        adminToken,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ updated: 7 });
      const { items } = (await range({ apartmentId, startDate: day(59), endDate: day(67) })).json();
      expect(items[0]).toMatchObject({ price: 120, originalPrice: null, minStayNights: 1 });
      for (const item of items.slice(1, 8)) {
        expect(item).toMatchObject({ price: 80.5, originalPrice: 99.99, minStayNights: 2, isClosed: false });
      }
      expect(items[8]).toMatchObject({ price: 120, minStayNights: 1 });
    });

    it('changes only the given fields and only the chosen weekdays', async () => {
      const saturdays = [day(60), day(61), day(62), day(63), day(64), day(65), day(66)].filter(
        (date) => weekdayOf(date) === 6,
      );
      const response = await bulkUpdate(
        { apartmentId, startDate: day(60), endDate: day(66), isClosed: true, weekdays: [6] },
        adminToken,
      );
      expect(response.json()).toEqual({ updated: 1 });
      const { items } = (await range({ apartmentId, startDate: day(60), endDate: day(66) })).json();
      for (const item of items) {
        expect(item).toMatchObject({
          isClosed: saturdays.includes(item.date),
          price: 80.5,
          minStayNights: 2,
        });
      }
    });

    it('drops a discount that a new price makes meaningless, and removes one on request', async () => {
      await bulkUpdate({ apartmentId, startDate: day(60), endDate: day(60), price: 150 }, adminToken);
      expect(await dayRow(day(60))).toMatchObject({ priceCents: 15_000, originalPriceCents: null });
      await bulkUpdate(
        { apartmentId, startDate: day(61), endDate: day(61), originalPrice: null },
        adminToken,
      );
      expect(await dayRow(day(61))).toMatchObject({ priceCents: 8_050, originalPriceCents: null });
    });

    it('writes nothing when one day refuses the change', async () => {
      // Day 60 now costs 150 €, the others 80.50 €: an original price of 100 € only fits some of them.
      const before = (await range({ apartmentId, startDate: day(60), endDate: day(66) })).json();
      const response = await bulkUpdate(
        { apartmentId, startDate: day(60), endDate: day(66), originalPrice: 100 },
        adminToken,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('original_price_not_above_price');
      const after = (await range({ apartmentId, startDate: day(60), endDate: day(66) })).json();
      expect(after).toEqual(before);
    });

    it('refuses bad input with 400 and an unknown apartment with 404', async () => {
      const valid = { apartmentId, startDate: day(70), endDate: day(71), price: 100 };
      for (const payload of [
        {},
        { apartmentId, startDate: day(70), endDate: day(71) },
        { ...valid, price: -1 },
        { ...valid, price: '100' },
        { ...valid, price: Number.MAX_SAFE_INTEGER },
        { ...valid, originalPrice: 90 },
        { ...valid, originalPrice: 100 },
        { ...valid, minStayNights: 0 },
        { ...valid, minStayNights: 31 },
        { ...valid, isClosed: 'yes' },
        { ...valid, weekdays: [7] },
        { ...valid, weekdays: [] },
        { ...valid, startDate: day(71), endDate: day(70) },
        { ...valid, endDate: day(470) },
        { ...valid, apartmentId: 'nope' },
        { ...valid, startDate: '2026-11-31' },
      ]) {
        const response = await bulkUpdate(payload, adminToken);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(await dayRow(day(70))).toBeUndefined();
      expect((await bulkUpdate({ ...valid, apartmentId: randomUUID() }, adminToken)).statusCode).toBe(404);
    });
  });

  describe('service functions for page loaders', () => {
    it('calendarDays answers the days, or null for an unknown apartment', async () => {
      const now = new Date(`${day(10)}T12:00:00Z`);
      const days = await calendarDays(context.db, apartmentId, day(9), day(11), now);
      expect(days?.map((item) => [item.date, item.available])).toEqual([
        [day(9), false],
        [day(10), true],
        [day(11), true],
      ]);
      expect(await calendarDays(context.db, randomUUID(), day(9), day(11))).toBeNull();
      expect(await calendarDays(context.db, 'not-a-uuid', day(9), day(11))).toBeNull();
    });

    it('priceStay answers the price, or null for an unknown apartment or a broken rule', async () => {
      expect(await priceStay(context.db, apartmentId, day(9), day(12))).toMatchObject({
        totalPrice: 300,
        hasDiscount: true,
      });
      expect(await priceStay(context.db, randomUUID(), day(9), day(12))).toBeNull();
      expect(await priceStay(context.db, apartmentId, day(19), day(21))).toBeNull();
      // Past for one "now", fine for an earlier one.
      const earlier = new Date(`${day(-5)}T12:00:00Z`);
      expect(await priceStay(context.db, apartmentId, day(-2), day(1), earlier)).toMatchObject({ nights: 3 });
    });
  });
});
