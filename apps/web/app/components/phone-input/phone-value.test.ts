import { describe, expect, it } from 'vitest';
import {
  keepDigitsAndSpaces,
  parsePhoneValue,
  phoneProblem,
  phoneValue,
  splitPastedNumber,
} from './phone-value';

describe('keepDigitsAndSpaces', () => {
  it('drops everything but digits and spaces, reading Arabic-Indic digits as digits', () => {
    expect(keepDigitsAndSpaces('+90 (532) abc-12')).toBe('90 532 12');
    expect(keepDigitsAndSpaces('٥٣٢ ۱۲۳')).toBe('532 123');
  });
});

describe('phoneValue', () => {
  it('is "dial code, space, number", empty while no digit is typed', () => {
    expect(phoneValue('TR', '532 123 45 67')).toBe('+90 532 123 45 67');
    expect(phoneValue('TR', '   ')).toBe('');
  });
});

describe('splitPastedNumber', () => {
  it('reads the country from a pasted calling code and keeps the rest', () => {
    expect(splitPastedNumber('+90 532 123 45 67', 'DE')).toEqual({ country: 'TR', number: '532 123 45 67' });
    expect(splitPastedNumber('0044 (20) 7946-0958', 'TR')).toEqual({ country: 'GB', number: '20 7946 0958' });
    expect(splitPastedNumber('+4915123456789', 'TR')).toEqual({ country: 'DE', number: '15123456789' });
  });

  it('keeps the chosen country when it shares the calling code', () => {
    expect(splitPastedNumber('+1 604 555 0100', 'CA')?.country).toBe('CA');
    expect(splitPastedNumber('+1 604 555 0100', 'TR')?.country).toBe('US');
  });

  it('ignores text without a known calling code', () => {
    expect(splitPastedNumber('532 123 45 67', 'TR')).toBeNull();
    expect(splitPastedNumber('+999 123', 'TR')).toBeNull();
    expect(splitPastedNumber('+90 call me', 'TR')).toBeNull();
  });
});

describe('phoneProblem', () => {
  it('applies the spec §5 rule of the chosen country', () => {
    expect(phoneProblem('TR', '532 123 45 67')).toBeNull();
    expect(phoneProblem('TR', '')).toEqual({ code: 'required' });
    expect(phoneProblem('TR', '532 123 45 6')).toEqual({ code: 'at_least', digits: 10 });
    expect(phoneProblem('TR', '532 123 45 678')).toEqual({ code: 'at_most', digits: 10 });
    expect(phoneProblem('TR', '432 123 45 67')).toEqual({ code: 'invalid_format' });
    expect(phoneProblem('GB', '20 7946 0958')).toBeNull();
    expect(phoneProblem('CN', '2345678901')).toEqual({ code: 'at_least', digits: 11 });
    expect(phoneProblem('KE', '712345')).toEqual({ code: 'at_least', digits: 7 });
    expect(phoneProblem(null, '12345678')).toEqual({ code: 'country_code_required' });
  });
});

describe('parsePhoneValue', () => {
  it('reads a reported value back, without a country when it has no known calling code', () => {
    expect(parsePhoneValue('+44 20 7946 0958', 'TR')).toEqual({ country: 'GB', number: '20 7946 0958' });
    expect(parsePhoneValue('', 'TR')).toEqual({ country: 'TR', number: '' });
    expect(parsePhoneValue('12345', 'TR')).toEqual({ country: null, number: '12345' });
  });
});
