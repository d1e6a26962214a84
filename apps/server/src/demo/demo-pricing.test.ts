import { describe, expect, it } from 'vitest';
import { demoPricingCalendar } from './demo-pricing.ts';

const calendar = demoPricingCalendar('moda-sahil-terrace', 12_000, '2026-11-23');
const byDate = new Map(calendar.map((day) => [day.date, day]));

describe('demoPricingCalendar', () => {
  it('covers the next 365 days without gaps', () => {
    expect(calendar).toHaveLength(365);
    expect(calendar[0]?.date).toBe('2026-11-23');
    expect(calendar.at(-1)?.date).toBe('2027-11-22');
  });

  it('is the same on every run', () => {
    expect(demoPricingCalendar('moda-sahil-terrace', 12_000, '2026-11-23')).toEqual(calendar);
  });

  it('charges more on Friday and Saturday nights and in summer', () => {
    const wednesday = byDate.get('2027-03-10');
    const friday = byDate.get('2027-03-12');
    expect(friday?.originalPriceCents ?? friday?.priceCents).toBeGreaterThan(
      wednesday?.originalPriceCents ?? wednesday?.priceCents ?? Infinity,
    );
    const july = byDate.get('2027-07-14');
    const january = byDate.get('2027-01-13');
    expect(july?.originalPriceCents ?? july?.priceCents).toBeGreaterThan(
      january?.originalPriceCents ?? january?.priceCents ?? Infinity,
    );
  });

  it('has some discounted nights whose original price is higher, and some closed days', () => {
    const discounted = calendar.filter((day) => day.originalPriceCents !== null);
    expect(discounted.length).toBeGreaterThan(5);
    for (const day of discounted) expect(day.originalPriceCents).toBeGreaterThan(day.priceCents);
    expect(calendar.some((day) => day.isClosed)).toBe(true);
    expect(calendar.filter((day) => day.isClosed).length).toBeLessThan(30);
  });

  it('asks for longer stays in summer, at weekends and over New Year', () => {
    expect(byDate.get('2027-07-14')?.minStayNights).toBe(3);
    expect(byDate.get('2027-03-12')?.minStayNights).toBe(2);
    expect(byDate.get('2026-12-31')?.minStayNights).toBe(4);
    expect(byDate.get('2027-03-10')?.minStayNights).toBe(1);
  });

  it('prices in whole euros', () => {
    for (const day of calendar) expect(day.priceCents % 100).toBe(0);
  });
});
