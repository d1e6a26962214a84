import type { BulkUpdateBody } from '@konak/domain/api/pricing-calendar/bulk-update';
import { toCents } from '@konak/domain/pricing';
import { addDays, daysBetween } from '@konak/domain/stay-dates';
import { type Database, sqlState } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findPricedApartment, type PricingDayUpsert, upsertPricingDays } from './repository.ts';

const CHECK_VIOLATION = '23514';

/** Weekday of a calendar date, 0 = Sunday … 6 = Saturday (JavaScript's numbering, as the admin form sends). */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * Applies an admin's change to every chosen day of the range in one transaction and returns how many days were
 * written, or null for an unknown apartment. A day whose original price would end up at or below its price
 * (e.g. only an original price is given and a day costs more) refuses the whole change with 422.
 */
export async function bulkUpdatePricingDays(db: Database, body: BulkUpdateBody): Promise<number | null> {
  const apartment = await findPricedApartment(db, body.apartmentId);
  if (!apartment) return null;
  const weekdays = body.weekdays ? new Set(body.weekdays) : null;
  const change: Omit<PricingDayUpsert, 'date'> = {
    ...(body.price !== undefined ? { priceCents: toCents(body.price) } : {}),
    ...(body.originalPrice !== undefined
      ? { originalPriceCents: body.originalPrice === null ? null : toCents(body.originalPrice) }
      : {}),
    ...(body.minStayNights !== undefined ? { minStayNights: body.minStayNights } : {}),
    ...(body.isClosed !== undefined ? { isClosed: body.isClosed } : {}),
  };
  const days: PricingDayUpsert[] = [];
  const span = daysBetween(body.startDate, body.endDate);
  for (let offset = 0; offset <= span; offset++) {
    const date = addDays(body.startDate, offset);
    if (!weekdays || weekdays.has(weekdayOf(date))) days.push({ date, ...change });
  }
  try {
    return await db.transaction((tx) => upsertPricingDays(tx, apartment, days));
  } catch (error) {
    if (sqlState(error) === CHECK_VIOLATION) {
      throw new AppError(422, 'error.pricing_original_not_above_price', {
        code: 'original_price_not_above_price',
        cause: error,
      });
    }
    throw error;
  }
}
