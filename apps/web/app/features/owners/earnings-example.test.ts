import { describe, expect, it } from 'vitest';
import { formatEuro, formatPercent } from '../../lib/format';
import { EARNINGS_ASSUMPTIONS, earningsExample } from './earnings-example';

describe('the owners page earnings example', () => {
  it('is nightly rate × booked nights − commission − cleaning', () => {
    expect(earningsExample()).toEqual({
      nights: 21,
      revenue: 1680,
      commission: 336,
      stays: 7,
      cleaning: 175,
      net: 1169,
    });
  });

  it('counts a started stay as a cleaning and rounds the commission to whole euros', () => {
    const example = earningsExample({ ...EARNINGS_ASSUMPTIONS, occupancy: 0.6, nightlyRate: 77 });
    expect(example).toMatchObject({ nights: 18, revenue: 1386, commission: 277, stays: 6, cleaning: 150 });
    expect(example.net).toBe(1386 - 277 - 150);
  });

  it('writes euros and percentages as each language does, with Latin digits in Arabic', () => {
    expect(formatEuro(1169, 'en')).toBe('€1,169');
    expect(formatEuro(1169, 'tr')).toBe('€1.169');
    expect(formatEuro(1169, 'ar')).toMatch(/1,169/);
    expect(formatPercent(0.2, 'tr')).toBe('%20');
    expect(formatPercent(0.7, 'ru')).toMatch(/^70\s?%$/);
  });
});
