import type { CalendarDay } from '@konak/domain/api/pricing-calendar/calendar-day';
import { describe, expect, it } from 'vitest';
import { apartmentOfferFacts, tourOfferFacts } from './offer-facts';

const day = (date: string, price: number, available = true): CalendarDay => ({
  date,
  price,
  originalPrice: null,
  minStayNights: 1,
  isClosed: !available,
  isBooked: false,
  available,
});

describe('apartment offers', () => {
  it('come from the bookable nights: cheapest, dearest, how many and the last one', () => {
    const days = [
      day('2026-06-01', 120),
      day('2026-06-02', 95.5),
      day('2026-06-03', 400, false),
      day('2026-06-04', 210),
    ];
    expect(apartmentOfferFacts(days, 150, '2026-06-01')).toEqual({
      lowPrice: 95.5,
      highPrice: 210,
      offerCount: 3,
      validUntil: '2026-06-04',
    });
  });

  it('ignore nights before today', () => {
    const days = [day('2026-05-31', 10), day('2026-06-01', 120)];
    expect(apartmentOfferFacts(days, 150, '2026-06-01')).toMatchObject({ lowPrice: 120, offerCount: 1 });
  });

  it('fall back to the base price, 1.5 × base, 30 offers and a year without a bookable night', () => {
    expect(apartmentOfferFacts([day('2026-06-01', 120, false)], 80, '2026-06-01')).toEqual({
      lowPrice: 80,
      highPrice: 120,
      offerCount: 30,
      validUntil: '2027-06-01',
    });
    expect(apartmentOfferFacts([], 0, '2028-02-29')).toEqual({
      lowPrice: 100,
      highPrice: 150,
      offerCount: 30,
      validUntil: '2029-02-28',
    });
  });
});

describe('tour offers', () => {
  it('are the one per-person price, with the fallback count and validity', () => {
    expect(tourOfferFacts(45.5, '2026-06-01')).toEqual({
      lowPrice: 45.5,
      highPrice: 45.5,
      offerCount: 30,
      validUntil: '2027-06-01',
    });
  });

  it('fall back to 100 and 150 without a price', () => {
    expect(tourOfferFacts(0, '2026-06-01')).toMatchObject({ lowPrice: 100, highPrice: 150 });
  });
});
