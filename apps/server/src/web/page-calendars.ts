import type { CalendarDay } from '@konak/domain/api/pricing-calendar/calendar-day';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { catalogueChanges } from '../cache/catalogue-changes.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { isUuid, listingCatalogue } from '../modules/apartments/surface.ts';
import {
  buildCalendarDays,
  lastJudgedNight,
  memoryCalendars,
  quoteFromNights,
  stayPriceResult,
} from '../modules/pricing-calendar/surface.ts';

/**
 * The apartment page's calendar and stay price from the in-memory catalogue and calendars (decision 038), the
 * same days and prices calendarDays and priceStay read from the database. Undefined when memory cannot answer
 * (changes not followed, dates outside what is held): the caller then asks the database.
 */
async function inMemory(database: DatabaseHandle, apartmentId: string, firstDate: string, lastDate: string) {
  if (!isUuid(apartmentId)) return undefined;
  const version = await catalogueChanges(database).current();
  const [memory, catalogue] = await Promise.all([
    memoryCalendars(database, version),
    version ? listingCatalogue(database, version) : undefined,
  ]);
  if (!memory || !catalogue || !memory.prices.covers(firstDate, lastDate)) return undefined;
  const row = catalogue.byId.get(apartmentId.toLowerCase());
  return { row, memory };
}

/** calendarDays from memory; null for an unknown apartment. Expects a range calendarDays accepts. */
export async function memoryCalendarDays(
  database: DatabaseHandle,
  apartmentId: string,
  startDate: string,
  endDate: string,
  now: Date = new Date(),
): Promise<CalendarDay[] | null | undefined> {
  const found = await inMemory(database, apartmentId, startDate, endDate);
  if (!found) return undefined;
  const { row, memory } = found;
  if (!row) return null;
  return buildCalendarDays(
    startDate,
    endDate,
    {
      basePriceCents: row.basePriceCents,
      nights: memory.prices.nights(row.id, startDate, endDate),
      stays: memory.stays.of(row.id),
    },
    now,
  );
}

/** priceStay from memory: null for an unknown apartment or a stay that breaks a stay rule. */
export async function memoryStayPrice(
  database: DatabaseHandle,
  apartmentId: string,
  checkIn: string,
  checkOut: string,
  now: Date = new Date(),
): Promise<StayPriceResult | null | undefined> {
  const lastNight = lastJudgedNight(checkIn, checkOut);
  if (lastNight === null) return undefined;
  const found = await inMemory(database, apartmentId, checkIn, lastNight);
  if (!found) return undefined;
  const { row, memory } = found;
  if (!row) return null;
  const quote = quoteFromNights(
    row,
    checkIn,
    checkOut,
    memory.prices.nights(row.id, checkIn, lastNight),
    now,
  );
  return quote.kind === 'priced' ? stayPriceResult(checkIn, checkOut, quote.price) : null;
}
