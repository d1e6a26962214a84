import { brotliDecompressSync } from 'node:zlib';
import { ageGroupsFromAges } from '@konak/domain/guests';
import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apartments } from '../../src/db/schema/apartments.ts';
import {
  type AvailabilitySearch,
  availableApartments,
  availableApartmentsBody,
} from '../../src/modules/apartments/availability.ts';
import { insertReservation } from '../db/fixtures.ts';
import { useTestApp } from '../helpers/app.ts';
import { daysFromToday, insertListing, insertPricingDays } from './catalogue-fixtures.ts';

const context = useTestApp();

/** A fixed-seed generator, so a failure shows the same catalogue and searches again. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Listings beside the demo ones with what the rules look at: capacities, a calendar with closed nights, minimum
 * stays and discounts, days without a row, live and cancelled reservations.
 */
async function randomCatalogue(random: () => number) {
  const pick = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  for (let index = 0; index < 12; index++) {
    const listing = await insertListing(context.db, {
      label: `fast-${index}`,
      maxCapacity: pick(2, 6),
      maxAdults: random() < 0.5 ? pick(1, 4) : null,
      maxChildren: random() < 0.5 ? pick(0, 3) : null,
      basePriceCents: pick(40, 200) * 100,
    });
    const days = [];
    for (let day = 0; day < 75; day++) {
      if (random() < 0.25) continue;
      const priceCents = pick(40, 250) * 100 + pick(0, 99);
      days.push({
        date: daysFromToday(day),
        priceCents,
        ...(random() < 0.3 ? { originalPriceCents: priceCents + pick(1, 5000) } : {}),
        ...(random() < 0.25 ? { minStayNights: pick(2, 7) } : {}),
        ...(random() < 0.08 ? { isClosed: true } : {}),
      });
    }
    await insertPricingDays(context.db, listing.id, days);
    for (let booking = 0; booking < pick(0, 3); booking++) {
      // One window of 20 days each, so live bookings never overlap (the database would refuse them).
      const checkIn = 1 + booking * 20 + pick(0, 12);
      await insertReservation(context.db, {
        apartmentId: listing.id,
        checkIn: daysFromToday(checkIn),
        checkOut: daysFromToday(checkIn + pick(1, 6)),
        ...(random() < 0.3 ? { status: 'cancelled' as const } : {}),
      });
    }
  }
}

function randomSearch(random: () => number): AvailabilitySearch {
  const pick = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const ages = Array.from({ length: pick(0, 2) }, () => pick(0, 17));
  const party = {
    adults: pick(1, 4),
    children: ages.length,
    childrenAgeGroups: ageGroupsFromAges(ages) ?? undefined,
  };
  if (random() < 0.1) return { party };
  const checkIn = pick(0, 70);
  // Mostly short stays, now and then up to the 30-night limit (past the listings' calendars).
  const nights = random() < 0.85 ? pick(1, 8) : pick(9, 30);
  return { checkIn: daysFromToday(checkIn), checkOut: daysFromToday(checkIn + nights), party };
}

describe('the availability search from the in-memory calendars (decision 105)', () => {
  it('answers byte for byte what the rules of packages/domain over the database rows answer', async () => {
    const random = seededRandom(20_261_127);
    await randomCatalogue(random);
    const database = context.services.database;
    let withResults = 0;
    let withoutResults = 0;
    for (let trial = 0; trial < 120; trial++) {
      const search = randomSearch(random);
      const language = SUPPORTED_LANGUAGES[Math.floor(random() * SUPPORTED_LANGUAGES.length)] ?? 'tr';
      const page = { page: 1 + Math.floor(random() * 3), pageSize: 1 + Math.floor(random() * 30) };
      const fast = await availableApartmentsBody(database, search, language, page);
      // The reference: no catalogue version, so the listings and the stay's nights are read from the database
      // and judged by checkStayRules, as before decision 105, then serialised whole.
      const reference = await availableApartments(database, search, language, page, { version: null });
      expect(fast.toString(), JSON.stringify({ search, language, page })).toBe(JSON.stringify(reference));
      if (reference.items.length > 0) withResults++;
      else withoutResults++;
    }
    expect(withResults).toBeGreaterThan(60);
    expect(withoutResults).toBeGreaterThan(0);
  }, 120_000);

  it('follows a listing change: the parties remembered per catalogue snapshot are judged again (decision 109)', async () => {
    const listing = await insertListing(context.db, {
      label: 'party-cache',
      maxCapacity: 6,
      basePriceCents: 9900,
    });
    const database = context.services.database;
    const search: AvailabilitySearch = {
      checkIn: daysFromToday(20),
      checkOut: daysFromToday(23),
      party: { adults: 5, children: 0 },
    };
    const ids = async () => {
      const body = JSON.parse(
        (await availableApartmentsBody(database, search, 'en', { page: 1, pageSize: 100 })).toString(),
      );
      return (body.items as { id: string }[]).map((item) => item.id);
    };
    expect(await ids()).toContain(listing.id);
    await context.db.update(apartments).set({ maxCapacity: 4 }).where(eq(apartments.id, listing.id));
    expect(await ids()).not.toContain(listing.id);
    await context.db
      .update(apartments)
      .set({ maxCapacity: 5, basePriceCents: 12_300 })
      .where(eq(apartments.id, listing.id));
    const fast = await availableApartmentsBody(database, search, 'en', { page: 1, pageSize: 100 });
    const reference = await availableApartments(
      database,
      search,
      'en',
      { page: 1, pageSize: 100 },
      { version: null },
    );
    expect(fast.toString()).toBe(JSON.stringify(reference));
    expect(reference.items.map((item) => item.id)).toContain(listing.id);
  });

  it('sends that answer over HTTP, brotli-compressed when the client takes brotli', async () => {
    const search = `checkIn=${daysFromToday(30)}&checkOut=${daysFromToday(33)}&adults=2&children=1&childrenAges=%5B4%5D`;
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/apartments/available?${search}&pageSize=50`,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'ru' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(response.rawPayload).toString();
    const reference = await availableApartments(
      context.services.database,
      {
        checkIn: daysFromToday(30),
        checkOut: daysFromToday(33),
        party: { adults: 2, children: 1, childrenAgeGroups: ageGroupsFromAges([4]) ?? undefined },
      },
      'ru',
      { page: 1, pageSize: 50 },
      { version: null },
    );
    expect(body).toBe(JSON.stringify(reference));
    expect(reference.items.length).toBeGreaterThan(0);
  });
});
