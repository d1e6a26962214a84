import { MAX_CALENDAR_DAYS } from '@konak/domain/api/pricing-calendar/range';
import type { CalendarDay } from '@konak/domain/catalogue/calendar-day';
import type { StayPriceResult } from '@konak/domain/catalogue/stay-price';
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
import { bookedStays, findPricedApartment, type PricedApartment, pricingRows } from './repository.ts';

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
  const span = daysBetween(startDate, endDate);
  if (span < 0 || span + 1 > MAX_CALENDAR_DAYS) {
    throw new RangeError(`A calendar covers 1–${MAX_CALENDAR_DAYS} days`);
  }
  const apartment = await findPricedApartment(db, apartmentId);
  if (!apartment) return null;
  const [rows, stays] = await Promise.all([
    pricingRows(db, apartment.id, startDate, endDate),
    bookedStays(db, apartment.id, startDate, endDate),
  ]);
  const rowByDate = new Map(rows.map((row) => [row.date, row]));
  const today = istanbulDate(now);
  return Array.from({ length: span + 1 }, (_, offset): CalendarDay => {
    const date = addDays(startDate, offset);
    const row = rowByDate.get(date);
    const priceCents = row?.priceCents ?? apartment.basePriceCents;
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
  const apartment = await findPricedApartment(db, apartmentId);
  if (!apartment) return { kind: 'unknown_apartment' };
  const calendar = await stayCalendar(db, apartment.id, checkIn, checkOut);
  const [firstViolation, ...moreViolations] = checkStayRules({ checkIn, checkOut, calendar, now });
  if (firstViolation) {
    return { kind: 'rules_broken', apartment, violations: [firstViolation, ...moreViolations] };
  }
  const price = calculateStayPrice({ checkIn, checkOut, calendar, basePriceCents: apartment.basePriceCents });
  return { kind: 'priced', apartment, price };
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

/**
 * The calendar rows of the stay's nights. A stay longer than the limit is refused anyway, so at most one night
 * past the limit is read; invalid or reversed dates read nothing (checkStayRules reports them).
 */
async function stayCalendar(
  db: Database,
  apartmentId: string,
  checkIn: string,
  checkOut: string,
): Promise<NightRate[]> {
  let nights: number;
  try {
    nights = daysBetween(checkIn, checkOut);
  } catch {
    return [];
  }
  if (nights < 1) return [];
  const lastNight = addDays(checkIn, Math.min(nights, MAX_STAY_NIGHTS + 1) - 1);
  return pricingRows(db, apartmentId, checkIn, lastNight);
}
