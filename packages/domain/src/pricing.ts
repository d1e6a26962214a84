import { consecutiveDates, isIsoDate, istanbulDate, MAX_STAY_NIGHTS, nightsBetween } from './stay-dates.ts';

/** Spec §9: an apartment without a base price costs 100 € a night. */
export const DEFAULT_BASE_PRICE_CENTS = 10_000;

/** One row of an apartment's price calendar, in cents. A date without a row costs the base price and is open. */
export type NightRate = {
  /** ISO `YYYY-MM-DD`. */
  date: string;
  priceCents: number;
  /** Price before a discount, or null when the night is not discounted. */
  originalPriceCents: number | null;
  /** At least 1. */
  minStayNights: number;
  isClosed: boolean;
};

export type NightPrice = { date: string; priceCents: number; originalPriceCents: number | null };

/** Spec §3 "Price calculation result", in cents (see toEuros for the API). */
export type StayPrice = {
  nights: number;
  totalCents: number;
  /** What the stay would cost without discounts (equals totalCents when nothing is discounted). */
  totalOriginalCents: number;
  hasDiscount: boolean;
  /** Rounded average over the nights. */
  pricePerNightCents: number;
  breakdown: NightPrice[];
};

export type StayRequest = {
  checkIn: string;
  checkOut: string;
  calendar: readonly NightRate[];
  basePriceCents?: number;
};

function calendarByDate(calendar: readonly NightRate[]): Map<string, NightRate> {
  return new Map(calendar.map((row) => [row.date, row]));
}

/**
 * Prices a stay night by night. A night is discounted when its original price is above its price; an original
 * price at or below the price is ignored. Throws RangeError for invalid dates or a stay outside 1–30 nights:
 * run checkStayRules first.
 */
export function calculateStayPrice({
  checkIn,
  checkOut,
  calendar,
  basePriceCents = DEFAULT_BASE_PRICE_CENTS,
}: StayRequest): StayPrice {
  if (!Number.isInteger(basePriceCents) || basePriceCents < 0) throw new RangeError('Invalid base price');
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1 || nights > MAX_STAY_NIGHTS)
    throw new RangeError(`A stay must be 1–${MAX_STAY_NIGHTS} nights`);

  const rows = calendarByDate(calendar);
  const breakdown = consecutiveDates(checkIn, nights).map((date) => {
    const row = rows.get(date);
    return nightPrice(date, row?.priceCents ?? basePriceCents, row?.originalPriceCents ?? null);
  });
  return stayPriceOf(breakdown);
}

/** A night at a price; its original price counts (a discount) only when above the price. */
export function nightPrice(date: string, priceCents: number, originalPriceCents: number | null): NightPrice {
  return {
    date,
    priceCents,
    originalPriceCents:
      originalPriceCents !== null && originalPriceCents > priceCents ? originalPriceCents : null,
  };
}

/** The stay's totals over its nights (at least one), as calculateStayPrice gives them. */
export function stayPriceOf(breakdown: NightPrice[]): StayPrice {
  let totalCents = 0;
  let totalOriginalCents = 0;
  for (const night of breakdown) {
    totalCents += night.priceCents;
    totalOriginalCents += night.originalPriceCents ?? night.priceCents;
  }
  const nights = breakdown.length;
  return {
    nights,
    totalCents,
    totalOriginalCents,
    hasDiscount: totalOriginalCents > totalCents,
    pricePerNightCents: Math.round(totalCents / nights),
    breakdown,
  };
}

/** Euro amount with two decimals for the API: 12345 → 123.45. */
export function toEuros(amountCents: number): number {
  if (!Number.isFinite(amountCents)) throw new RangeError('Invalid amount');
  return Math.round(amountCents) / 100;
}

/** Cents from a euro amount (admin input): 123.45 → 12345, rounded to the nearest cent. */
export function toCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError('Invalid amount');
  return Math.round(Number((euros * 100).toFixed(6)));
}

export type StayViolation =
  | { code: 'invalid_date'; field: 'checkIn' | 'checkOut' }
  | { code: 'check_in_in_past'; today: string }
  | { code: 'check_out_not_after_check_in' }
  | { code: 'stay_too_long'; nights: number; maxNights: number }
  | { code: 'closed_nights'; dates: string[] }
  | { code: 'min_stay_not_met'; nights: number; minStayNights: number };

export type StayRuleInput = {
  checkIn: string;
  checkOut: string;
  calendar: readonly NightRate[];
  /** When given, a check-in before this instant's Istanbul date is refused. */
  now?: Date;
};

/**
 * The stay rules of spec §5: check-out after check-in, at most 30 nights, no closed night in [checkIn, checkOut)
 * (a closed check-out day does not matter: the guest leaves that morning), and the minimum stay of the check-in
 * night (1 without a calendar row). Returns every violation; an empty list means the stay may be booked.
 * Existing reservations are not seen here: the database constraint settles overlaps.
 */
export function checkStayRules({ checkIn, checkOut, calendar, now }: StayRuleInput): StayViolation[] {
  const violations: StayViolation[] = [];
  if (!isIsoDate(checkIn)) violations.push({ code: 'invalid_date', field: 'checkIn' });
  if (!isIsoDate(checkOut)) violations.push({ code: 'invalid_date', field: 'checkOut' });
  if (violations.length > 0) return violations;

  if (now) {
    const today = istanbulDate(now);
    if (checkIn < today) violations.push({ code: 'check_in_in_past', today });
  }
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) {
    violations.push({ code: 'check_out_not_after_check_in' });
    return violations;
  }
  if (nights > MAX_STAY_NIGHTS)
    violations.push({ code: 'stay_too_long', nights, maxNights: MAX_STAY_NIGHTS });

  const closed = [
    ...new Set(
      calendar.filter((row) => row.isClosed && row.date >= checkIn && row.date < checkOut).map((r) => r.date),
    ),
  ].sort();
  if (closed.length > 0) violations.push({ code: 'closed_nights', dates: closed });

  const minStayNights = calendarByDate(calendar).get(checkIn)?.minStayNights ?? 1;
  if (nights < minStayNights) violations.push({ code: 'min_stay_not_met', nights, minStayNights });
  return violations;
}
