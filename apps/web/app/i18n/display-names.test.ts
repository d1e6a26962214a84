import { describe, expect, it, vi } from 'vitest';
import { countryName, languageName } from './display-names';

describe('display names', () => {
  it('names countries and languages in the language asked for', () => {
    expect(['tr', 'en', 'ar', 'ru'].map((language) => countryName('TR', language))).toEqual([
      'Türkiye',
      'Türkiye',
      'تركيا',
      'Турция',
    ]);
    expect(languageName('ru', 'tr')).toBe('Rusça');
    expect(languageName('ar', 'en')).toBe('Arabic');
  });

  it('falls back to the code for what the runtime cannot name', () => {
    expect(countryName('not a region', 'en')).toBe('not a region');
  });

  it('builds one Intl.DisplayNames per language and kind, however often it is asked', () => {
    const built = vi.spyOn(Intl, 'DisplayNames');
    for (let round = 0; round < 3; round += 1) {
      countryName('DE', 'ru');
      countryName('FR', 'ru');
      languageName('en', 'ru');
    }
    // The module may have made some before this test; this one may add at most one for each kind.
    expect(built.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
