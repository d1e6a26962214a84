import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_DIAL_CODE, dialCodeShown } from './phone-defaults.ts';
import {
  checkPhone,
  DEFAULT_PHONE_COUNTRY,
  dialCodeOf,
  isKnownCountry,
  PHONE_DIGIT_RULES,
  regionsForDialCode,
} from './phone-rules.ts';

const digits = (count: number, first = '5') => `${first}1234567890123456789`.slice(0, count);
const errorOf = (value: string, country?: Parameters<typeof checkPhone>[1]) => {
  const result = checkPhone(value, country);
  return result.ok ? null : result.error;
};

describe('phone dial codes', () => {
  it('asks for a country code when the value has none or an unknown one', () => {
    for (const value of [
      '5321234567',
      '0532 123 45 67',
      '',
      '   ',
      '+',
      '+999 1234567',
      '+0 1234567',
      'tel:+90',
    ]) {
      expect(errorOf(value)).toEqual({ code: 'country_code_required' });
    }
  });

  it('reads the dial code with or without the space after it', () => {
    const spaced = checkPhone('+90 532 123 45 67');
    const compact = checkPhone('+905321234567');
    expect(spaced).toEqual({
      ok: true,
      phone: { country: 'TR', dialCode: '+90', nationalNumber: '5321234567', normalised: '+90 5321234567' },
    });
    expect(compact).toEqual(spaced);
  });

  it('trims the value and ignores spaces between digits', () => {
    expect(checkPhone('  +49 30 1234 5678  ').ok).toBe(true);
  });

  it('resolves shared dial codes to the spec country unless a region is chosen', () => {
    expect(regionsForDialCode('+1')[0]).toBe('US');
    expect(regionsForDialCode('7')[0]).toBe('RU');
    expect(regionsForDialCode('44')[0]).toBe('GB');
    expect(regionsForDialCode('+7')).toContain('KZ');
    const canadian = checkPhone('+1 416 555 0199', { country: 'CA' });
    expect(canadian.ok && canadian.phone.country).toBe('CA');
    const unlisted = checkPhone('+1 416 555 0199');
    expect(unlisted.ok && unlisted.phone.country).toBe('US');
    // A region that does not use the dial code is ignored.
    const mismatched = checkPhone('+90 5321234567', { country: 'DE' });
    expect(mismatched.ok && mismatched.phone.country).toBe('TR');
    // Kazakhstan shares +7 but has no spec rule: 7–15 digits.
    expect(errorOf('+7 123456789', { country: 'KZ' })).toBeNull();
    expect(errorOf('+7 123456789')).toEqual({ code: 'at_least', digits: 10 });
  });

  it('refuses anything but digits and spaces after the dial code', () => {
    expect(errorOf('+90 532-123-45-67')).toEqual({ code: 'invalid_format' });
    expect(errorOf('+90 (532) 1234567')).toEqual({ code: 'invalid_format' });
    expect(errorOf('+90 532123456a')).toEqual({ code: 'invalid_format' });
  });

  it('knows dial codes and countries from libphonenumber', () => {
    expect(dialCodeOf('TR')).toBe('+90');
    expect(isKnownCountry('TR')).toBe(true);
    expect(isKnownCountry('XX')).toBe(false);
  });
});

/** Spec §5 table: the digits just inside and just outside each bound, and the first-digit formats. */
const table: Array<[keyof typeof PHONE_DIGIT_RULES, string, string]> = [
  ['TR', '+90', '5'],
  ['US', '+1', '2'],
  ['GB', '+44', '7'],
  ['DE', '+49', '1'],
  ['FR', '+33', '6'],
  ['IT', '+39', '3'],
  ['ES', '+34', '6'],
  ['NL', '+31', '6'],
  ['BE', '+32', '4'],
  ['RU', '+7', '9'],
  ['CN', '+86', '1'],
  ['JP', '+81', '9'],
  ['IN', '+91', '9'],
  ['BR', '+55', '1'],
  ['AE', '+971', '5'],
  ['SA', '+966', '5'],
];

describe.each(table)('phone digits for %s', (country, dialCode, first) => {
  const { min, max } = PHONE_DIGIT_RULES[country];

  it(`accepts ${min} to ${max} digits`, () => {
    for (let count = min; count <= max; count += 1) {
      const result = checkPhone(`${dialCode} ${digits(count, first)}`);
      expect(result.ok && result.phone.country, `${count} digits`).toBe(country);
    }
  });

  it(`asks for at least ${min} and at most ${max} digits`, () => {
    expect(errorOf(`${dialCode} ${digits(min - 1, first)}`)).toEqual({ code: 'at_least', digits: min });
    expect(errorOf(`${dialCode} `)).toEqual({ code: 'at_least', digits: min });
    expect(errorOf(`${dialCode} ${digits(max + 1, first)}`)).toEqual({ code: 'at_most', digits: max });
  });
});

describe('phone formats', () => {
  it('TR numbers start with 5', () => {
    expect(errorOf('+90 212 123 45 67')).toEqual({ code: 'invalid_format' });
    expect(errorOf('+90 0532 123 456')).toEqual({ code: 'invalid_format' });
  });

  it('CN numbers start with 1', () => {
    expect(errorOf('+86 23456789012')).toEqual({ code: 'invalid_format' });
  });

  it('IN numbers start with 6 to 9', () => {
    for (const first of ['6', '7', '8', '9']) expect(errorOf(`+91 ${digits(10, first)}`)).toBeNull();
    for (const first of ['0', '1', '5'])
      expect(errorOf(`+91 ${digits(10, first)}`)).toEqual({ code: 'invalid_format' });
  });

  it('SA numbers start with 5', () => {
    expect(errorOf('+966 412345678')).toEqual({ code: 'invalid_format' });
  });

  it('a length error wins over a format error', () => {
    expect(errorOf('+90 212')).toEqual({ code: 'at_least', digits: 10 });
  });

  it('other countries take 7 to 15 digits with any first digit', () => {
    expect(errorOf('+30 0123456')).toBeNull();
    expect(errorOf('+30 123456789012345')).toBeNull();
    expect(errorOf('+30 123456')).toEqual({ code: 'at_least', digits: 7 });
    expect(errorOf('+30 1234567890123456')).toEqual({ code: 'at_most', digits: 15 });
  });
});

describe('phone defaults without libphonenumber', () => {
  it('agree with libphonenumber', () => {
    expect(dialCodeOf(DEFAULT_PHONE_COUNTRY)).toBe(DEFAULT_PHONE_DIAL_CODE);
  });

  it('show the calling code of a stored value, else the default one', () => {
    expect(dialCodeShown('+7 912 345 67 89')).toBe('+7');
    expect(dialCodeShown('+971 50 123 4567')).toBe('+971');
    expect(dialCodeShown('')).toBe('+90');
    expect(dialCodeShown(undefined)).toBe('+90');
  });
});
