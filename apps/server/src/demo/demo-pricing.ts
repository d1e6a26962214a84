import { createHash } from 'node:crypto';
import { addDays } from '@konak/domain/stay-dates';

export type DemoPricingDay = {
  date: string;
  priceCents: number;
  originalPriceCents: number | null;
  minStayNights: number;
  isClosed: boolean;
};

// Istanbul's short-stay demand: quiet winter, busy spring and autumn, peak summer.
const SEASON_BY_MONTH = [0.85, 0.85, 0.9, 1.05, 1.1, 1.2, 1.35, 1.35, 1.15, 1.0, 0.9, 0.95];
const WEEKEND_MARKUP = 1.15;
const DISCOUNT = 0.85;

/** A stable number in [0, 1) per apartment, date and purpose, so every seed gives the same calendar. */
function chance(...parts: string[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * A year of nightly prices for a demo apartment: seasons, dearer Friday and Saturday nights, a New
 * Year peak, some discounted nights (with the original price to strike through), some closed days
 * and longer minimum stays in summer, at weekends and over New Year.
 */
export function demoPricingCalendar(
  apartmentKey: string,
  basePriceCents: number,
  firstDate: string,
  days = 365,
) {
  return Array.from({ length: days }, (_, offset): DemoPricingDay => {
    const date = addDays(firstDate, offset);
    const [, month = 1, day = 1] = date.split('-').map(Number);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const isWeekend = weekday === 5 || weekday === 6;
    const isNewYear = month === 12 && day >= 28;
    const isSummer = month >= 6 && month <= 8;

    let multiplier = SEASON_BY_MONTH[month - 1] ?? 1;
    if (isWeekend) multiplier *= WEEKEND_MARKUP;
    if (isNewYear) multiplier *= 1.5;
    const fullPrice = Math.round((basePriceCents * multiplier) / 100) * 100;
    const discounted = !isNewYear && chance(apartmentKey, date, 'discount') < 0.08;
    const priceCents = discounted ? Math.round((fullPrice * DISCOUNT) / 100) * 100 : fullPrice;

    return {
      date,
      priceCents,
      originalPriceCents: discounted && fullPrice > priceCents ? fullPrice : null,
      minStayNights: isNewYear ? 4 : isSummer ? 3 : isWeekend ? 2 : 1,
      isClosed: chance(apartmentKey, date, 'closed') < 0.025,
    };
  });
}
