import { describe, expect, it } from 'vitest';
import { formatDay, formatEuro } from './format';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('remembered Intl formatters', () => {
  it('builds one formatter per locale and options', () => {
    expect(numberFormat('tr', { style: 'percent' })).toBe(numberFormat('tr', { style: 'percent' }));
    expect(numberFormat('tr', { style: 'percent' })).not.toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('tr', { style: 'percent' })).not.toBe(numberFormat('tr'));
    expect(dateTimeFormat('en', { timeZone: 'UTC' })).toBe(dateTimeFormat('en', { timeZone: 'UTC' }));
    expect(dateTimeFormat('en', { timeZone: 'UTC' })).not.toBe(
      dateTimeFormat('en', { timeZone: 'Asia/Tokyo' }),
    );
  });

  it('formats as a new formatter would, whichever was asked for first', () => {
    expect(formatEuro(95, 'en')).toBe('€95');
    expect(formatEuro(95.5, 'en')).toBe('€95.50');
    expect(formatEuro(95, 'en')).toBe('€95');
    expect(formatEuro(1169, 'tr')).toBe('€1.169');
    expect(formatDay('2026-12-01', 'en')).toBe('Tue, Dec 1, 2026');
    expect(formatDay('2026-12-01', 'en', { day: 'numeric', month: 'long' })).toBe('December 1');
  });
});
