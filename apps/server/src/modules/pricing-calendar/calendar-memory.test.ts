import { calculateStayPrice, checkStayRules } from '@konak/domain/pricing';
import { addDays, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import { describe, expect, it } from 'vitest';
import { type ApartmentDays, CLOSED, emptyDays, HAS_ROW, PriceCalendars } from './calendar-memory.ts';

/** A fixed-seed generator, so a failure shows the same calendars again. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const FIRST_DATE = '2026-11-27';

/** Apartments whose days are a random mix of no row, open rows with minimum stays and closed rows. */
function randomCalendars(random: () => number, apartments: number): PriceCalendars {
  const byApartment = new Map<string, ApartmentDays>();
  for (let apartment = 0; apartment < apartments; apartment++) {
    const days = emptyDays();
    for (let offset = 0; offset < 120; offset++) {
      const kind = random();
      if (kind < 0.3) continue;
      days.flags[offset] = HAS_ROW | (kind > 0.9 ? CLOSED : 0);
      days.price[offset] = 5000 + Math.floor(random() * 10_000);
      days.minStay[offset] = random() < 0.7 ? 1 : 1 + Math.floor(random() * 8);
    }
    byApartment.set(`apartment-${apartment}`, days);
  }
  return new PriceCalendars(FIRST_DATE, byApartment);
}

describe('PriceCalendars.allowsStay', () => {
  it('agrees with checkStayRules over the same rows, for random calendars and stays', () => {
    const random = seededRandom(105);
    const calendars = randomCalendars(random, 40);
    let allowed = 0;
    let refused = 0;
    for (let trial = 0; trial < 5000; trial++) {
      const apartmentId = `apartment-${Math.floor(random() * 41)}`; // one in 41 has no calendar at all
      const first = Math.floor(random() * 80);
      const nights = 1 + Math.floor(random() * MAX_STAY_NIGHTS);
      const checkIn = addDays(FIRST_DATE, first);
      const checkOut = addDays(checkIn, nights);
      const calendar = calendars.nights(apartmentId, checkIn, addDays(checkOut, -1));
      const expected = checkStayRules({ checkIn, checkOut, calendar }).length === 0;
      expect(calendars.allowsStay(apartmentId, first, nights), `${apartmentId} ${checkIn}–${checkOut}`).toBe(
        expected,
      );
      if (expected) allowed++;
      else refused++;
    }
    // Both answers were exercised, not one of them only.
    expect(allowed).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
  });

  it('refuses what checkStayRules refuses without looking at the calendar: no night, or over 30', () => {
    const calendars = randomCalendars(seededRandom(1), 1);
    expect(calendars.allowsStay('apartment-0', 3, 0)).toBe(false);
    expect(calendars.allowsStay('apartment-0', 3, MAX_STAY_NIGHTS + 1)).toBe(false);
    expect(calendars.allowsStay('unknown', 3, MAX_STAY_NIGHTS + 1)).toBe(false);
    expect(calendars.allowsStay('unknown', 3, MAX_STAY_NIGHTS)).toBe(true);
  });
});

describe('PriceCalendars.stayPrice', () => {
  it('prices like calculateStayPrice over the same rows, for random calendars, discounts and base prices', () => {
    const random = seededRandom(109);
    const calendars = randomCalendars(random, 40);
    // Original prices above, at and below the price, and none, on the days with a row.
    const withOriginals = new Map<string, ApartmentDays>();
    for (let apartment = 0; apartment < 40; apartment++) {
      const days = emptyDays();
      for (let offset = 0; offset < 120; offset++) {
        if (random() < 0.3) continue;
        const price = 4000 + Math.floor(random() * 10_000);
        days.flags[offset] = HAS_ROW;
        days.price[offset] = price;
        const kind = random();
        if (kind < 0.4) days.original[offset] = price + 1 + Math.floor(random() * 3000);
        else if (kind < 0.5) days.original[offset] = price;
        else if (kind < 0.6) days.original[offset] = Math.floor(random() * price);
      }
      withOriginals.set(`apartment-${apartment}`, days);
    }
    const discounted = new PriceCalendars(FIRST_DATE, withOriginals);
    let discounts = 0;
    for (let trial = 0; trial < 5000; trial++) {
      const prices = trial % 2 === 0 ? calendars : discounted;
      const apartmentId = `apartment-${Math.floor(random() * 41)}`; // one in 41 has no calendar at all
      const first = Math.floor(random() * 80);
      const nights = 1 + Math.floor(random() * MAX_STAY_NIGHTS);
      const basePriceCents = Math.floor(random() * 30_000);
      const checkIn = addDays(FIRST_DATE, first);
      const checkOut = addDays(checkIn, nights);
      const calendar = prices.nights(apartmentId, checkIn, addDays(checkOut, -1));
      const expected = calculateStayPrice({ checkIn, checkOut, calendar, basePriceCents });
      const price = prices.stayPrice(apartmentId, first, nights, basePriceCents);
      expect(price, `${apartmentId} ${checkIn}–${checkOut}`).toStrictEqual(expected);
      if (expected.hasDiscount) discounts++;
    }
    expect(discounts).toBeGreaterThan(500);
  });

  it('refuses what calculateStayPrice refuses: no night, over 30, a base price that is no whole cent', () => {
    const calendars = randomCalendars(seededRandom(2), 1);
    expect(() => calendars.stayPrice('apartment-0', 3, 0, 100)).toThrow(RangeError);
    expect(() => calendars.stayPrice('apartment-0', 3, MAX_STAY_NIGHTS + 1, 100)).toThrow(RangeError);
    expect(() => calendars.stayPrice('apartment-0', 3, 2, -1)).toThrow(RangeError);
    expect(() => calendars.stayPrice('apartment-0', 3, 2, 1.5)).toThrow(RangeError);
  });
});
