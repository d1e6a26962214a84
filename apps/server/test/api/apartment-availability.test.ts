import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertReservation } from '../db/fixtures.ts';
import { guestGetter, useTestApp } from '../helpers/app.ts';
import { daysFromToday, insertListing, insertPricingDays } from './catalogue-fixtures.ts';

const context = useTestApp();

const get = guestGetter(context);

type AvailableItem = { id: string; stay?: { totalPrice: number } & Record<string, unknown> };

async function available(query: Record<string, string | number>) {
  // The test database holds the demo catalogue too: one large page keeps every apartment in view.
  const search = new URLSearchParams(
    Object.entries({ pageSize: 100, ...query }).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await get(`/api/apartments/available?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: AvailableItem[]; total: number };
  expect(body.total).toBeGreaterThanOrEqual(body.items.length);
  return body;
}
const availableIds = async (query: Record<string, string | number>) =>
  (await available(query)).items.map((item) => item.id);
const stay = (from: number, to: number) => ({ checkIn: daysFromToday(from), checkOut: daysFromToday(to) });

describe('GET /api/apartments/available', () => {
  it('answers one page of the results, counting them all, each with its cover picture only', async () => {
    const all = await available({ adults: 1 });
    const first = await available({ adults: 1, page: 1, pageSize: 5 });
    const second = await available({ adults: 1, page: 2, pageSize: 5 });
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 5 });
    expect(first.items.map((item) => item.id)).toEqual(all.items.slice(0, 5).map((item) => item.id));
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(5, 10).map((item) => item.id));
    const beyond = await available({ adults: 1, page: 1000, pageSize: 5 });
    expect(beyond).toMatchObject({ items: [], total: all.total });
    const demo = first.items[0] as unknown as { images: unknown[]; imageCount: number };
    expect(demo.images).toHaveLength(1);
    expect(demo.imageCount).toBeGreaterThanOrEqual(5);
    for (const bad of ['page=0', 'pageSize=0', 'pageSize=101', 'page=abc']) {
      expect((await get(`/api/apartments/available?adults=1&${bad}`)).statusCode).toBe(400);
    }
  });

  it('without dates lists every apartment the party fits, without a stay price', async () => {
    const pair = await insertListing(context.db, { label: 'pair', maxCapacity: 2 });
    const forTwo = await available({ adults: 2 });
    expect(forTwo.items.map((item) => item.id)).toContain(pair.id);
    expect(forTwo.items.every((item) => item.stay === undefined)).toBe(true);
    expect(await availableIds({ adults: 3 })).not.toContain(pair.id);
    // Infants do not count toward capacity; a 4-year-old does.
    expect(await availableIds({ adults: 2, children: 1, childrenAges: '[1]' })).toContain(pair.id);
    expect(await availableIds({ adults: 2, children: 1, childrenAges: '[4]' })).not.toContain(pair.id);
  });

  it('respects max adults and max children', async () => {
    const family = await insertListing(context.db, {
      label: 'family',
      maxCapacity: 5,
      maxAdults: 2,
      maxChildren: 2,
    });
    expect(await availableIds({ adults: 2, children: 2, childrenAges: '[10,4]' })).toContain(family.id);
    expect(await availableIds({ adults: 3 })).not.toContain(family.id);
    expect(await availableIds({ adults: 1, children: 3, childrenAges: '[10,9,8]' })).not.toContain(family.id);
  });

  it('drops an apartment booked for overlapping dates and keeps it for back-to-back ones', async () => {
    const booked = await insertListing(context.db, { label: 'booked' });
    await insertReservation(context.db, { apartmentId: booked.id, ...stay(40, 43) });
    const cancelled = await insertListing(context.db, { label: 'cancelled' });
    await insertReservation(context.db, { apartmentId: cancelled.id, ...stay(40, 43), status: 'cancelled' });

    expect(await availableIds({ adults: 2, ...stay(41, 42) })).not.toContain(booked.id);
    expect(await availableIds({ adults: 2, ...stay(38, 41) })).not.toContain(booked.id);
    expect(await availableIds({ adults: 2, ...stay(42, 45) })).not.toContain(booked.id);
    expect(await availableIds({ adults: 2, ...stay(39, 45) })).not.toContain(booked.id);
    // Check-out on their check-in day, check-in on their check-out day.
    expect(await availableIds({ adults: 2, ...stay(37, 40) })).toContain(booked.id);
    expect(await availableIds({ adults: 2, ...stay(43, 45) })).toContain(booked.id);
    expect(await availableIds({ adults: 2, ...stay(41, 42) })).toContain(cancelled.id);
  });

  it('drops an apartment with a closed night in the stay, not for a closed check-out day', async () => {
    const closed = await insertListing(context.db, { label: 'closed' });
    await insertPricingDays(context.db, closed.id, [
      { date: daysFromToday(50), priceCents: 10_000, isClosed: true },
    ]);
    expect(await availableIds({ adults: 1, ...stay(49, 51) })).not.toContain(closed.id);
    expect(await availableIds({ adults: 1, ...stay(48, 50) })).toContain(closed.id);
    expect(await availableIds({ adults: 1, ...stay(51, 53) })).toContain(closed.id);
  });

  it('applies the minimum stay of the check-in night', async () => {
    const minimum = await insertListing(context.db, { label: 'minimum' });
    await insertPricingDays(context.db, minimum.id, [
      { date: daysFromToday(60), priceCents: 10_000, minStayNights: 3 },
    ]);
    expect(await availableIds({ adults: 1, ...stay(60, 62) })).not.toContain(minimum.id);
    expect(await availableIds({ adults: 1, ...stay(60, 63) })).toContain(minimum.id);
    expect(await availableIds({ adults: 1, ...stay(59, 61) })).toContain(minimum.id);
  });

  it('prices the stay night by night in euro', async () => {
    const priced = await insertListing(context.db, { label: 'priced', basePriceCents: 10_000 });
    await insertPricingDays(context.db, priced.id, [
      { date: daysFromToday(70), priceCents: 12_000, originalPriceCents: 15_000 },
    ]);
    const { items } = await available({ adults: 2, ...stay(70, 72) });
    const item = items.find((candidate) => candidate.id === priced.id);
    expect(item?.stay).toEqual({
      ...stay(70, 72),
      nights: 2,
      totalPrice: 220,
      totalOriginalPrice: 250,
      hasDiscount: true,
      pricePerNight: 110,
      currency: 'EUR',
      breakdown: [
        { date: daysFromToday(70), price: 120, originalPrice: 150 },
        { date: daysFromToday(71), price: 100, originalPrice: null },
      ],
    });
    expect(items.every((candidate) => candidate.stay !== undefined)).toBe(true);
  });

  it('accepts a 30-night stay', async () => {
    expect((await available({ adults: 1, ...stay(100, 130) })).total).toBeGreaterThan(0);
  });
});

describe('GET /api/apartments/available with bad input', () => {
  const expectFieldError = async (query: string, field: string, message?: string) => {
    const response = await get(`/api/apartments/available?${query}`);
    expect(response.statusCode, query).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    const error = body.errors.find((candidate: { field: string }) => candidate.field === field);
    expect(error, `${query}: ${response.body}`).toBeDefined();
    if (message) expect(error.message).toBe(message);
  };
  const { checkIn, checkOut } = stay(10, 12);

  it('refuses bad guest counts', async () => {
    for (const adults of ['-1', '0', '51', '1e9', 'abc', '1.5', ''])
      await expectFieldError(`adults=${adults}`, 'adults');
    for (const children of ['-1', '51', 'two'])
      await expectFieldError(`adults=2&children=${children}`, 'children');
  });

  it('refuses childrenAges that are not a JSON list of child ages matching children', async () => {
    const invalid = 'Children’s ages must be a list of ages from 0 to 17, e.g. [4,1].';
    for (const ages of ['not-json', '{"a":1}', '4', '[18]', '[-1]', '[1.5]', '["4"]', '[4,', '[null]']) {
      await expectFieldError(
        `adults=2&children=1&childrenAges=${encodeURIComponent(ages)}`,
        'childrenAges',
        invalid,
      );
    }
    const mismatch = 'Please give the age of every child.';
    await expectFieldError('adults=2&children=1', 'childrenAges', mismatch);
    await expectFieldError('adults=2&children=1&childrenAges=%5B4%2C1%5D', 'childrenAges', mismatch);
    await expectFieldError('adults=2&children=0&childrenAges=%5B4%5D', 'childrenAges', mismatch);
  });

  it('refuses dates that cannot be searched, with translated messages', async () => {
    await expectFieldError(
      `checkIn=${checkIn}`,
      'checkOut',
      'Please choose both a check-in and a check-out date.',
    );
    await expectFieldError(`checkOut=${checkOut}`, 'checkIn');
    await expectFieldError(`checkIn=2026-02-30&checkOut=${checkOut}`, 'checkIn');
    await expectFieldError(`checkIn=tomorrow&checkOut=${checkOut}`, 'checkIn');
    const past = stay(-3, -1);
    await expectFieldError(
      `checkIn=${past.checkIn}&checkOut=${past.checkOut}`,
      'checkIn',
      'The check-in date is in the past.',
    );
    await expectFieldError(`checkIn=${checkOut}&checkOut=${checkIn}`, 'checkOut');
    await expectFieldError(`checkIn=${checkIn}&checkOut=${checkIn}`, 'checkOut');
    const long = stay(10, 41);
    await expectFieldError(
      `checkIn=${long.checkIn}&checkOut=${long.checkOut}`,
      'checkOut',
      'Stays are limited to 30 nights.',
    );
    const turkish = await get(
      `/api/apartments/available?checkIn=${long.checkIn}&checkOut=${long.checkOut}`,
      'tr',
    );
    expect(turkish.json().errors[0].message).toBe('Konaklamalar en fazla 30 gece olabilir.');
    await expectFieldError(`adults=2&lang=xx`, 'lang');
  });
});

describe('allowed combinations and occupancy check', () => {
  let small: Awaited<ReturnType<typeof insertListing>>;
  beforeAll(async () => {
    small = await insertListing(context.db, { label: 'small', maxCapacity: 3, maxAdults: 2 });
  });

  it('lists the adults × children counts that fit, with the limits', async () => {
    const response = await get(`/api/apartments/${small.id}/allowed-combinations`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maxCapacity: 3,
      maxAdults: 2,
      maxChildren: 2,
      maxInfants: 5,
      combinations: [
        { adults: 1, children: 0 },
        { adults: 1, children: 1 },
        { adults: 1, children: 2 },
        { adults: 2, children: 0 },
        { adults: 2, children: 1 },
      ],
    });
  });

  const checkOccupancy = (id: string, payload: unknown, language = 'en') =>
    context.app.inject({
      method: 'POST',
      url: `/api/apartments/${id}/check-occupancy`,
      headers: { 'accept-language': language },
      payload: payload as object,
    });

  it('says whether a party fits, with translated reasons', async () => {
    const fits = await checkOccupancy(small.id, {
      adults: 2,
      children: 2,
      childrenAgeGroups: { above7: 1, between2And7: 0, under2: 1 },
    });
    expect(fits.json()).toEqual({ fits: true, maxCapacity: 3, errors: [] });
    const tooMany = (
      await checkOccupancy(small.id, {
        adults: 3,
        children: 1,
        childrenAgeGroups: { above7: 1, between2And7: 0, under2: 0 },
      })
    ).json();
    expect(tooMany.fits).toBe(false);
    expect(tooMany.errors).toContainEqual({
      field: 'guests',
      code: 'too_many_guests',
      message: 'This apartment hosts at most 3 guests.',
    });
    expect(tooMany.errors).toContainEqual(
      expect.objectContaining({ field: 'adults', code: 'too_many_adults' }),
    );
    const missingGroups = (await checkOccupancy(small.id, { adults: 1, children: 1 }, 'tr')).json();
    expect(missingGroups.errors).toEqual([
      {
        field: 'childrenAgeGroups',
        code: 'age_groups_missing',
        message: 'Lütfen her çocuğun yaş grubunu belirtin.',
      },
    ]);
  });

  it('answers 400 for bad bodies and ids, 404 for unknown apartments', async () => {
    for (const payload of [
      { adults: -1 },
      { adults: 'two' },
      { adults: 1e9 },
      {},
      { adults: 1, childrenAgeGroups: { above7: -1, between2And7: 0, under2: 0 } },
    ]) {
      expect((await checkOccupancy(small.id, payload)).statusCode).toBe(400);
    }
    expect((await checkOccupancy('not-a-uuid', { adults: 1 })).statusCode).toBe(400);
    expect((await checkOccupancy(randomUUID(), { adults: 1 })).statusCode).toBe(404);
    expect((await get('/api/apartments/nope/allowed-combinations')).statusCode).toBe(400);
    const unknown = await get(`/api/apartments/${randomUUID()}/allowed-combinations`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('listing_not_found');
  });
});

describe('OpenAPI', () => {
  it('still builds and documents the apartment calls', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/apartments',
      '/api/apartments/available',
      '/api/apartments/slug/{slug}',
      '/api/apartments/{id}/check-occupancy',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
