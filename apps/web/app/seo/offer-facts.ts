import type { CalendarDay } from '@konak/domain/api/pricing-calendar/calendar-day';
import { addDays } from '@konak/domain/stay-dates';

/**
 * Spec §1's fallbacks for the price in structured data, used only where the data says nothing: base price 100 €,
 * high price 1.5 × base, 30 offers, valid for about a year.
 */
export const OFFER_FALLBACKS = {
  basePrice: 100,
  highPriceFactor: 1.5,
  offerCount: 30,
  validityDays: 365,
} as const;

/** The price facts of an AggregateOffer, in euro, with the date the prices hold until (YYYY-MM-DD). */
export type OfferFacts = { lowPrice: number; highPrice: number; offerCount: number; validUntil: string };

const euros = (amount: number) => Math.round(amount * 100) / 100;

function fallbackOffer(basePrice: number | null | undefined, today: string): OfferFacts {
  const lowPrice = basePrice && basePrice > 0 ? euros(basePrice) : OFFER_FALLBACKS.basePrice;
  return {
    lowPrice,
    highPrice: euros(lowPrice * OFFER_FALLBACKS.highPriceFactor),
    offerCount: OFFER_FALLBACKS.offerCount,
    validUntil: addDays(today, OFFER_FALLBACKS.validityDays),
  };
}

/**
 * An apartment's offers are its bookable nights of the coming year (the page's calendar): the cheapest and dearest
 * night, how many there are, and the last one. With no bookable night priced, the spec's fallbacks stand in.
 */
export function apartmentOfferFacts(
  days: readonly CalendarDay[],
  basePrice: number | null | undefined,
  today: string,
): OfferFacts {
  const nights = days.filter((day) => day.available && day.date >= today && day.price > 0);
  if (nights.length === 0) return fallbackOffer(basePrice, today);
  let lowPrice = Number.POSITIVE_INFINITY;
  let highPrice = 0;
  let validUntil = today;
  for (const night of nights) {
    lowPrice = Math.min(lowPrice, night.price);
    highPrice = Math.max(highPrice, night.price);
    if (night.date > validUntil) validUntil = night.date;
  }
  return { lowPrice: euros(lowPrice), highPrice: euros(highPrice), offerCount: nights.length, validUntil };
}

/**
 * A tour has one price per person for every date, so low and high are that price; it has no schedule, so the
 * offer count and the validity are the spec's fallbacks. A tour without a price gets the fallback prices too.
 */
export function tourOfferFacts(price: number | null | undefined, today: string): OfferFacts {
  const fallback = fallbackOffer(price, today);
  if (!price || price <= 0) return fallback;
  return { ...fallback, lowPrice: euros(price), highPrice: euros(price) };
}
