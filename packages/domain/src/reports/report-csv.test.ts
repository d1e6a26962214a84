import { describe, expect, it } from 'vitest';
import { csvDecimal, csvField, toCsv } from './report-csv.ts';

describe('report CSV', () => {
  it('starts with a BOM, separates with ; and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Ay', 'Daire'],
        ['2031-01', 'Işıklı Şişli Ğ İ'],
      ]),
    ).toBe('\uFEFFAy;Daire\r\n2031-01;Işıklı Şişli Ğ İ\r\n');
  });

  it('quotes fields with separators, quotes or line breaks, and defuses formulas', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
  });

  it('writes decimals plainly with the reader’s decimal mark', () => {
    expect(csvField(csvDecimal(1234.5, 2, ','))).toBe('1234,50');
    expect(csvField(csvDecimal(1234.5, 2, '.'))).toBe('1234.50');
    expect(csvField(csvDecimal(-3, 1, ','))).toBe('-3,0');
    expect(csvDecimal(null, 2, ',')).toBeNull();
  });
});
