import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY as DEFAULT_COUNTRY_CODE } from './phone-defaults.ts';

/**
 * Phone numbers as the registration form reports them (spec §2, §5): "dial code, space, number", e.g.
 * "+90 532 123 45 67". The dial code must be a known country calling code; the digits after it (spaces ignored)
 * must fit the country's length and, for some countries, its first digits. Pure: used by the server's schemas
 * and by the web phone input alike.
 */

export type PhoneDigitRule = { min: number; max: number; pattern?: RegExp };

/** Spec §5, digits without the dial code. */
export const PHONE_DIGIT_RULES = {
  TR: { min: 10, max: 10, pattern: /^5/ },
  US: { min: 10, max: 10 },
  GB: { min: 10, max: 11 },
  DE: { min: 10, max: 12 },
  FR: { min: 9, max: 9 },
  IT: { min: 9, max: 10 },
  ES: { min: 9, max: 9 },
  NL: { min: 9, max: 9 },
  BE: { min: 8, max: 9 },
  RU: { min: 10, max: 10 },
  CN: { min: 11, max: 11, pattern: /^1/ },
  JP: { min: 10, max: 11 },
  IN: { min: 10, max: 10, pattern: /^[6-9]/ },
  BR: { min: 10, max: 11 },
  AE: { min: 8, max: 9 },
  SA: { min: 9, max: 9, pattern: /^5/ },
} as const satisfies Partial<Record<CountryCode, PhoneDigitRule>>;

/** Every country the spec does not list. */
export const DEFAULT_PHONE_DIGIT_RULE: PhoneDigitRule = { min: 7, max: 15 };

export const DEFAULT_PHONE_COUNTRY: CountryCode = DEFAULT_COUNTRY_CODE;

export type PhoneError =
  | { code: 'country_code_required' }
  | { code: 'at_least'; digits: number }
  | { code: 'at_most'; digits: number }
  | { code: 'invalid_format' };

export type ParsedPhone = {
  country: CountryCode;
  /** "+90" */
  dialCode: string;
  /** Digits after the dial code, e.g. "5321234567". */
  nationalNumber: string;
  /** The stored form: "+90 5321234567". */
  normalised: string;
};

export type PhoneCheck = { ok: true; phone: ParsedPhone } | { ok: false; error: PhoneError };

export function phoneDigitRule(country: CountryCode): PhoneDigitRule {
  return (
    (PHONE_DIGIT_RULES as Partial<Record<CountryCode, PhoneDigitRule>>)[country] ?? DEFAULT_PHONE_DIGIT_RULE
  );
}

const hasSpecRule = (country: CountryCode) => Object.hasOwn(PHONE_DIGIT_RULES, country);

/**
 * Calling code → the regions using it, the one a bare dial code stands for first: a country of the spec table
 * (US for +1, RU for +7, GB for +44), otherwise the alphabetically first region.
 */
let regionsByCallingCode: Map<string, CountryCode[]> | undefined;
function callingCodeRegions(): Map<string, CountryCode[]> {
  if (regionsByCallingCode) return regionsByCallingCode;
  const map = new Map<string, CountryCode[]>();
  for (const country of getCountries()) {
    const code = getCountryCallingCode(country);
    map.set(code, [...(map.get(code) ?? []), country]);
  }
  for (const regions of map.values()) {
    regions.sort((a, b) => Number(hasSpecRule(b)) - Number(hasSpecRule(a)) || a.localeCompare(b));
  }
  regionsByCallingCode = map;
  return map;
}

/** The regions dialled with a calling code ("90" or "+90"), preferred first; empty when unknown. */
export function regionsForDialCode(dialCode: string): CountryCode[] {
  return callingCodeRegions().get(dialCode.replace(/^\+/, '')) ?? [];
}

/** "+90" for TR. */
export function dialCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** Splits "+90 532…" (or "+90532…") into a known calling code and the rest; null when none matches. */
function splitDialCode(value: string): { callingCode: string; rest: string } | null {
  const match = /^\+(\d{1,3})(?: (.*))?$/.exec(value);
  if (match?.[1] && match[2] !== undefined && regionsForDialCode(match[1]).length > 0) {
    return { callingCode: match[1], rest: match[2] };
  }
  // Without the space: calling codes are prefix-free, so at most one length matches.
  const compact = /^\+(\d+)/.exec(value)?.[1] ?? '';
  for (const length of [1, 2, 3]) {
    const candidate = compact.slice(0, length);
    if (candidate.length === length && regionsForDialCode(candidate).length > 0) {
      return { callingCode: candidate, rest: value.slice(1 + length) };
    }
  }
  return null;
}

/**
 * Checks a phone value against spec §5. `country` is the region the user picked in the country selector; it
 * only matters for dial codes shared by several regions and is ignored when it does not use the dial code.
 */
export function checkPhone(value: string, { country }: { country?: CountryCode } = {}): PhoneCheck {
  const trimmed = value.trim();
  const split = splitDialCode(trimmed);
  if (!split) return { ok: false, error: { code: 'country_code_required' } };
  const regions = regionsForDialCode(split.callingCode);
  const region = country && regions.includes(country) ? country : regions[0];
  if (!region) return { ok: false, error: { code: 'country_code_required' } };
  // The field takes digits and spaces only.
  if (!/^[\d ]*$/.test(split.rest)) return { ok: false, error: { code: 'invalid_format' } };
  const digits = split.rest.replaceAll(' ', '');
  const rule = phoneDigitRule(region);
  if (digits.length < rule.min) return { ok: false, error: { code: 'at_least', digits: rule.min } };
  if (digits.length > rule.max) return { ok: false, error: { code: 'at_most', digits: rule.max } };
  if (rule.pattern && !rule.pattern.test(digits)) return { ok: false, error: { code: 'invalid_format' } };
  const dialCode = `+${split.callingCode}`;
  return {
    ok: true,
    phone: { country: region, dialCode, nationalNumber: digits, normalised: `${dialCode} ${digits}` },
  };
}

/** Whether a region code is one libphonenumber knows (for a `country` chosen in the web's selector). */
export function isKnownCountry(value: string): value is CountryCode {
  return (getCountries() as string[]).includes(value);
}
