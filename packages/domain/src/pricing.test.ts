import { describe, expect, it } from 'vitest';
import {
  calculateStayPrice,
  checkStayRules,
  DEFAULT_BASE_PRICE_CENTS,
  type NightRate,
  toCents,
  toEuros,
} from './pricing.ts';

const night = (date: string, overrides: Partial<NightRate> = {}): NightRate => ({
  date,
  priceCents: 12_000,
  originalPriceCents: null,
  minStayNights: 1,
  isClosed: false,
  ...overrides,
});

/** Prices a stay on a calendar, at the default base price where it has no row. */
const priceOf = (checkIn: string, checkOut: string, calendar: NightRate[]) =>
  calculateStayPrice({ checkIn, checkOut, calendar });

describe('calculateStayPrice', () => {
  it('uses the default base price of 100 € for days without a calendar row', () => {
    expect(DEFAULT_BASE_PRICE_CENTS).toBe(10_000);
    const price = calculateStayPrice({ checkIn: '2026-05-01', checkOut: '2026-05-04', calendar: [] });
    expect(price).toEqual({
      nights: 3,
      totalCents: 30_000,
      totalOriginalCents: 30_000,
      hasDiscount: false,
      pricePerNightCents: 10_000,
      breakdown: [
        { date: '2026-05-01', priceCents: 10_000, originalPriceCents: null },
        { date: '2026-05-02', priceCents: 10_000, originalPriceCents: null },
        { date: '2026-05-03', priceCents: 10_000, originalPriceCents: null },
      ],
    });
  });

  it('mixes calendar prices with the apartment base price', () => {
    const price = calculateStayPrice({
      checkIn: '2026-05-01',
      checkOut: '2026-05-04',
      calendar: [night('2026-05-02', { priceCents: 15_000 })],
      basePriceCents: 8_000,
    });
    expect(price.breakdown.map((n) => n.priceCents)).toEqual([8_000, 15_000, 8_000]);
    expect(price.totalCents).toBe(31_000);
    expect(price.pricePerNightCents).toBe(10_333);
  });

  it('totals discounts and keeps the original price per night', () => {
    const price = priceOf('2026-05-01', '2026-05-03', [
      night('2026-05-01', { priceCents: 9_000, originalPriceCents: 12_000 }),
      night('2026-05-02'),
    ]);
    expect(price.totalCents).toBe(21_000);
    expect(price.totalOriginalCents).toBe(24_000);
    expect(price.hasDiscount).toBe(true);
    expect(price.breakdown[0]).toEqual({ date: '2026-05-01', priceCents: 9_000, originalPriceCents: 12_000 });
    expect(price.breakdown[1]?.originalPriceCents).toBeNull();
  });

  it('ignores an original price that is not above the price', () => {
    const price = priceOf('2026-05-01', '2026-05-02', [
      night('2026-05-01', { priceCents: 9_000, originalPriceCents: 9_000 }),
    ]);
    expect(price.hasDiscount).toBe(false);
    expect(price.totalOriginalCents).toBe(9_000);
    expect(price.breakdown[0]?.originalPriceCents).toBeNull();
  });

  it('ignores rows outside the stay, including the check-out day', () => {
    const price = priceOf('2026-05-01', '2026-05-02', [
      night('2026-04-30', { priceCents: 1 }),
      night('2026-05-02', { priceCents: 1 }),
    ]);
    expect(price.totalCents).toBe(10_000);
  });

  it('rounds the average price per night half up', () => {
    const price = priceOf('2026-05-01', '2026-05-03', [
      night('2026-05-01', { priceCents: 10_000 }),
      night('2026-05-02', { priceCents: 10_001 }),
    ]);
    expect(price.pricePerNightCents).toBe(10_001);
  });

  it('prices across month ends and leap days', () => {
    const price = calculateStayPrice({ checkIn: '2028-02-28', checkOut: '2028-03-01', calendar: [] });
    expect(price.breakdown.map((n) => n.date)).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('throws for stays that checkStayRules refuses', () => {
    const calendar: NightRate[] = [];
    expect(() => calculateStayPrice({ checkIn: '2026-05-01', checkOut: '2026-05-01', calendar })).toThrow(
      RangeError,
    );
    expect(() => calculateStayPrice({ checkIn: '2026-05-01', checkOut: '2026-06-01', calendar })).toThrow(
      RangeError,
    );
    expect(() => calculateStayPrice({ checkIn: '2026-02-30', checkOut: '2026-03-02', calendar })).toThrow(
      RangeError,
    );
    expect(() =>
      calculateStayPrice({ checkIn: '2026-05-01', checkOut: '2026-05-02', calendar, basePriceCents: -1 }),
    ).toThrow(RangeError);
  });

  it('allows exactly 30 nights', () => {
    expect(calculateStayPrice({ checkIn: '2026-05-01', checkOut: '2026-05-31', calendar: [] }).nights).toBe(
      30,
    );
  });
});

describe('toEuros and toCents', () => {
  it('converts cents to euros with two decimals', () => {
    expect(toEuros(12_345)).toBe(123.45);
    expect(toEuros(10_000)).toBe(100);
    expect(toEuros(1)).toBe(0.01);
    expect(toEuros(0)).toBe(0);
    expect(toEuros(-250)).toBe(-2.5);
    expect(() => toEuros(Number.NaN)).toThrow(RangeError);
  });

  it('converts euros to whole cents', () => {
    expect(toCents(123.45)).toBe(12_345);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(100)).toBe(10_000);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('checkStayRules', () => {
  it('accepts a valid stay', () => {
    expect(checkStayRules({ checkIn: '2026-05-01', checkOut: '2026-05-04', calendar: [] })).toEqual([]);
  });

  it('reports invalid dates and stops there', () => {
    expect(checkStayRules({ checkIn: '2026-02-30', checkOut: 'x', calendar: [] })).toEqual([
      { code: 'invalid_date', field: 'checkIn' },
      { code: 'invalid_date', field: 'checkOut' },
    ]);
  });

  it('requires check-out after check-in', () => {
    expect(checkStayRules({ checkIn: '2026-05-01', checkOut: '2026-05-01', calendar: [] })).toEqual([
      { code: 'check_out_not_after_check_in' },
    ]);
    expect(checkStayRules({ checkIn: '2026-05-03', checkOut: '2026-05-01', calendar: [] })).toEqual([
      { code: 'check_out_not_after_check_in' },
    ]);
  });

  it('allows 30 nights and refuses 31', () => {
    expect(checkStayRules({ checkIn: '2026-05-01', checkOut: '2026-05-31', calendar: [] })).toEqual([]);
    expect(checkStayRules({ checkIn: '2026-05-01', checkOut: '2026-06-01', calendar: [] })).toEqual([
      { code: 'stay_too_long', nights: 31, maxNights: 30 },
    ]);
  });

  it('lists closed nights, but not a closed check-out day', () => {
    const calendar = [
      night('2026-05-03', { isClosed: true }),
      night('2026-05-02', { isClosed: true }),
      night('2026-05-04', { isClosed: true }),
      night('2026-04-30', { isClosed: true }),
    ];
    expect(checkStayRules({ checkIn: '2026-05-01', checkOut: '2026-05-04', calendar })).toEqual([
      { code: 'closed_nights', dates: ['2026-05-02', '2026-05-03'] },
    ]);
  });

  it('refuses a closed check-in night', () => {
    const calendar = [night('2026-05-01', { isClosed: true })];
    expect(checkStayRules({ checkIn: '2026-05-01', checkOut: '2026-05-02', calendar })).toEqual([
      { code: 'closed_nights', dates: ['2026-05-01'] },
    ]);
  });

  it("applies the check-in night's minimum stay only", () => {
    const calendar = [night('2026-05-01', { minStayNights: 3 }), night('2026-05-02', { minStayNights: 7 })];
    expect(checkStayRules({ checkIn: '2026-05-01', checkOut: '2026-05-03', calendar })).toEqual([
      { code: 'min_stay_not_met', nights: 2, minStayNights: 3 },
    ]);
    expect(checkStayRules({ checkIn: '2026-05-01', checkOut: '2026-05-04', calendar })).toEqual([]);
    expect(checkStayRules({ checkIn: '2026-05-02', checkOut: '2026-05-05', calendar })).toEqual([
      { code: 'min_stay_not_met', nights: 3, minStayNights: 7 },
    ]);
  });

  it('reports several violations together', () => {
    const calendar = [night('2026-05-10', { isClosed: true, minStayNights: 40 })];
    const violations = checkStayRules({ checkIn: '2026-05-10', checkOut: '2026-06-15', calendar });
    expect(violations.map((v) => v.code)).toEqual(['stay_too_long', 'closed_nights', 'min_stay_not_met']);
  });

  it('refuses a check-in before today in Istanbul when now is given', () => {
    const now = new Date('2026-05-01T21:30:00Z'); // already 2 May in Istanbul
    expect(checkStayRules({ checkIn: '2026-05-01', checkOut: '2026-05-03', calendar: [], now })).toEqual([
      { code: 'check_in_in_past', today: '2026-05-02' },
    ]);
    expect(checkStayRules({ checkIn: '2026-05-02', checkOut: '2026-05-03', calendar: [], now })).toEqual([]);
  });
});
