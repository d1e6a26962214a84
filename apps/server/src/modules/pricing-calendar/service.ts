import type { CalendarDay } from '@konak/domain/api/pricing-calendar/calendar-day';
import { MAX_CALENDAR_DAYS } from '@konak/domain/api/pricing-calendar/range';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import {
  calculateStayPrice,
  checkStayRules,
  type NightRate,
  type StayPrice,
  type StayViolation,
  toEuros,
} from '@konak/domain/pricing';
import { addDays, daysBetween, istanbulDate, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import type { Database } from '../../db/client.ts';
import {
  calendarData,
  findPricedApartment,
  type PricedApartment,
  pricedApartmentWithNights,
} from './repository.ts';

/** What an apartment's calendar is made of between two dates: see calendarData. */
export type CalendarSource = {
  basePriceCents: number;
  nights: readonly NightRate[];
  stays: readonly { checkIn: string; checkOut: string }[];
};

/** Refuses what calendarDays refuses; the number of days otherwise. */
export function calendarSpan(startDate: string, endDate: string): number {
  const span = daysBetween(startDate, endDate) + 1;
  if (span < 1 || span > MAX_CALENDAR_DAYS) {
    throw new RangeError(`A calendar covers 1–${MAX_CALENDAR_DAYS} days`);
  }
  return span;
}

/** The days of calendarDays from what the calendar is made of, wherever that was read from. */
export function buildCalendarDays(
  startDate: string,
  endDate: string,
  { basePriceCents, nights, stays }: CalendarSource,
  now: Date = new Date(),
): CalendarDay[] {
  const span = calendarSpan(startDate, endDate);
  const rowByDate = new Map(nights.map((row) => [row.date, row]));
  const today = istanbulDate(now);
  return Array.from({ length: span }, (_, offset): CalendarDay => {
    const date = addDays(startDate, offset);
    const row = rowByDate.get(date);
    const priceCents = row?.priceCents ?? basePriceCents;
    const original = row?.originalPriceCents ?? null;
    const isClosed = row?.isClosed ?? false;
    // Stays are half-open: the check-out day is free for the next guest.
    const isBooked = stays.some((stay) => stay.checkIn <= date && date < stay.checkOut);
    return {
      date,
      price: toEuros(priceCents),
      originalPrice: original !== null && original > priceCents ? toEuros(original) : null,
      minStayNights: row?.minStayNights ?? 1,
      isClosed,
      isBooked,
      available: !isClosed && !isBooked && date >= today,
    };
  });
}

/**
 * Every day from startDate to endDate (both included) of an apartment's calendar: days without a row cost the
 * base price, need one night and are open. `available` means not closed, not booked by a reservation that is not
 * cancelled, and not before today in Istanbul. Null for an unknown apartment. Throws RangeError for invalid
 * dates, a reversed range or more than MAX_CALENDAR_DAYS days (the routes refuse those with 400 first).
 */
export async function calendarDays(
  db: Database,
  apartmentId: string,
  startDate: string,
  endDate: string,
  now: Date = new Date(),
): Promise<CalendarDay[] | null> {
  calendarSpan(startDate, endDate);
  const source = await calendarData(db, apartmentId, startDate, endDate);
  return source ? buildCalendarDays(startDate, endDate, source, now) : null;
}

export type StayQuote =
  | { kind: 'unknown_apartment' }
  | { kind: 'rules_broken'; apartment: PricedApartment; violations: [StayViolation, ...StayViolation[]] }
  | { kind: 'priced'; apartment: PricedApartment; price: StayPrice };

/**
 * Checks the stay rules of spec §5 (not in the past, check-out after check-in, at most 30 nights, no closed
 * night, the check-in night's minimum stay) and prices the stay night by night when they hold. Existing
 * reservations are not looked at: availability is the reservation's business (and the database's constraint).
 */
export async function quoteStay(
  db: Database,
  apartmentId: string,
  checkIn: string,
  checkOut: string,
  now: Date = new Date(),
): Promise<StayQuote> {
  const found = await findApartmentWithStayNights(db, apartmentId, checkIn, checkOut);
  if (!found) return { kind: 'unknown_apartment' };
  return quoteFromNights(found.apartment, checkIn, checkOut, found.nights, now);
}

/** quoteStay from the calendar rows of the stay's nights, wherever those were read from. */
export function quoteFromNights(
  apartment: PricedApartment,
  checkIn: string,
  checkOut: string,
  calendar: readonly NightRate[],
  now: Date = new Date(),
): StayQuote {
  const [firstViolation, ...moreViolations] = checkStayRules({ checkIn, checkOut, calendar, now });
  if (firstViolation) {
    return { kind: 'rules_broken', apartment, violations: [firstViolation, ...moreViolations] };
  }
  const price = calculateStayPrice({ checkIn, checkOut, calendar, basePriceCents: apartment.basePriceCents });
  return { kind: 'priced', apartment, price };
}

/**
 * The last night of a stay the rules can still judge (one past the limit, so "too long" is reported), or null
 * for invalid or reversed dates, which need no calendar rows at all.
 */
export function lastJudgedNight(checkIn: string, checkOut: string): string | null {
  let nights: number;
  try {
    nights = daysBetween(checkIn, checkOut);
  } catch {
    return null;
  }
  return nights < 1 ? null : addDays(checkIn, Math.min(nights, MAX_STAY_NIGHTS + 1) - 1);
}

/**
 * The price of a stay in euro (spec §3 "Price calculation result" with its night-by-night breakdown), or null
 * for an unknown apartment or a stay that breaks a stay rule (see quoteStay).
 */
export async function priceStay(
  db: Database,
  apartmentId: string,
  checkIn: string,
  checkOut: string,
  now: Date = new Date(),
): Promise<StayPriceResult | null> {
  const quote = await quoteStay(db, apartmentId, checkIn, checkOut, now);
  return quote.kind === 'priced' ? stayPriceResult(checkIn, checkOut, quote.price) : null;
}

export function stayPriceResult(checkIn: string, checkOut: string, price: StayPrice): StayPriceResult {
  return {
    checkIn,
    checkOut,
    nights: price.nights,
    totalPrice: toEuros(price.totalCents),
    totalOriginalPrice: toEuros(price.totalOriginalCents),
    hasDiscount: price.hasDiscount,
    pricePerNight: toEuros(price.pricePerNightCents),
    currency: 'EUR',
    breakdown: price.breakdown.map((night) => ({
      date: night.date,
      price: toEuros(night.priceCents),
      originalPrice: night.originalPriceCents === null ? null : toEuros(night.originalPriceCents),
    })),
  };
}

/** The apartment with the calendar rows of the stay's nights (see lastJudgedNight), in one round trip. */
async function findApartmentWithStayNights(
  db: Database,
  apartmentId: string,
  checkIn: string,
  checkOut: string,
): Promise<{ apartment: PricedApartment; nights: NightRate[] } | null> {
  const lastNight = lastJudgedNight(checkIn, checkOut);
  if (lastNight === null) {
    const apartment = await findPricedApartment(db, apartmentId);
    return apartment ? { apartment, nights: [] } : null;
  }
  return pricedApartmentWithNights(db, apartmentId, checkIn, lastNight);
}
