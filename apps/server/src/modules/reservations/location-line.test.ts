import { describe, expect, it } from 'vitest';
import { locationLine } from './location-line.ts';

describe('locationLine', () => {
  it('names a neighbourhood the address already ends in only once', () => {
    expect(locationLine('Akarsu Yokuşu No: 12, Cihangir', ['Cihangir', 'Beyoğlu', 'İstanbul'])).toBe(
      'Akarsu Yokuşu No: 12, Cihangir, Beyoğlu, İstanbul',
    );
  });

  it('ignores case and stray spaces, keeping the first spelling and the order', () => {
    expect(
      locationLine(' Akarsu Yokuşu 12 ,  CİHANGİR ', ['Cihangir', 'beyoğlu', 'Beyoğlu', 'İstanbul']),
    ).toBe('Akarsu Yokuşu 12, CİHANGİR, beyoğlu, İstanbul');
  });

  it('builds the line from the places alone when there is no address', () => {
    expect(locationLine(null, ['Kadıköy', null, 'Kadıköy', 'İstanbul'])).toBe('Kadıköy, İstanbul');
    expect(locationLine('', [null])).toBe('');
  });
});
