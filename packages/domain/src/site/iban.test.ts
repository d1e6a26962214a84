import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban.ts';

describe('isValidIban', () => {
  it.each([
    'TR330006100519786457841326',
    'TR33 0006 1005 1978 6457 8413 26',
    'de89 3704 0044 0532 0130 00',
    'GB82WEST12345698765432',
    'TR47 0000 0000 0000 0000 0000 00',
  ])('accepts an IBAN whose check digits match: %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ['one digit mistyped', 'TR330006100519786457841327'],
    ['two digits swapped', 'TR330006100519786457841362'],
    ['the old placeholder', 'TR00 0000 0000 0000 0000 0000 00'],
    ['too short for Türkiye', 'TR3300061005197864578413'],
    ['no country', '330006100519786457841326'],
    ['letters in the check digits', 'TRAB0006100519786457841326'],
    ['empty', ''],
  ])('refuses %s', (_, iban) => expect(isValidIban(iban)).toBe(false));
});

describe('normalizeIban and formatIban', () => {
  it('stores without spaces or dashes, in capitals', () => {
    expect(normalizeIban(' tr33 0006-1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
  });

  it('prints in groups of four, the last group shorter', () => {
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
