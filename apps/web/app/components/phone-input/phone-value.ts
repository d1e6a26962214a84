import { checkPhone, dialCodeOf, type PhoneError, regionsForDialCode } from '@konak/domain/auth/phone-rules';
import type { CountryCode } from 'libphonenumber-js';

/** What is wrong with a phone number as typed, or null when it may be sent. */
export type PhoneProblem = { code: 'required' } | PhoneError;

// Arabic-Indic and Persian digits are digits too: an Arabic keyboard types ٥٣٢, the server expects 532.
const NATIVE_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function toAsciiDigits(text: string): string {
  return text.replace(NATIVE_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/** The number field keeps digits and spaces only; everything else typed or pasted is dropped. */
export function keepDigitsAndSpaces(text: string): string {
  return toAsciiDigits(text).replace(/[^\d ]/g, '');
}

/** "dial code, space, number" (spec §2), e.g. "+90 532 123 45 67"; empty while no digit is typed. */
export function phoneValue(country: CountryCode | null, number: string): string {
  if (!/\d/.test(number)) return '';
  return country ? `${dialCodeOf(country)} ${number}` : number;
}

/** The spec §5 rule a number breaks for the chosen country, from the domain's checkPhone. */
export function phoneProblem(country: CountryCode | null, number: string): PhoneProblem | null {
  if (!/\d/.test(number)) return { code: 'required' };
  if (!country) return { code: 'country_code_required' };
  const check = checkPhone(`${dialCodeOf(country)} ${number.trim()}`, { country });
  return check.ok ? null : check.error;
}

/**
 * A pasted full number such as "+90 532 123 45 67", "0090 532…" or "+44 (20) 7946-0958": the country its
 * calling code belongs to (the current one when it shares the code, e.g. Canada on +1) and the rest, with
 * separators turned into spaces. Null when the text does not start with a known calling code.
 */
export function splitPastedNumber(
  text: string,
  current: CountryCode | null,
): { country: CountryCode; number: string } | null {
  const prefixed = /^\s*(?:\+|00)\s*([\d\s\-().]+)$/.exec(toAsciiDigits(text));
  if (!prefixed?.[1]) return null;
  const body = prefixed[1];
  const compact = body.replace(/\D/g, '');
  // Calling codes are prefix-free: at most one of the 1- to 3-digit prefixes is a calling code.
  for (const length of [1, 2, 3]) {
    const callingCode = compact.slice(0, length);
    const regions = regionsForDialCode(callingCode);
    const country = current && regions.includes(current) ? current : regions[0];
    if (callingCode.length !== length || !country) continue;
    let digitsToSkip = length;
    let index = 0;
    while (digitsToSkip > 0 && index < body.length) {
      if (/\d/.test(body.charAt(index))) digitsToSkip -= 1;
      index += 1;
    }
    const number = body
      .slice(index)
      .replace(/[-().]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return { country, number };
  }
  return null;
}

/** Reads a value reported earlier ("+90 532…") back into a country and a number; no dial code → no country. */
export function parsePhoneValue(
  value: string,
  fallbackCountry: CountryCode,
): { country: CountryCode | null; number: string } {
  if (value.trim() === '') return { country: fallbackCountry, number: '' };
  return splitPastedNumber(value, fallbackCountry) ?? { country: null, number: keepDigitsAndSpaces(value) };
}
