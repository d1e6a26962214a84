import { describe, expect, it } from 'vitest';
import { countryOptions, foldForSearch, searchCountries } from './country-options';

const codes = (options: { code: string }[]) => options.map((option) => option.code);

describe('countryOptions', () => {
  it('lists every libphonenumber region once, named in the page language, with dial code', () => {
    const turkish = countryOptions('tr');
    expect(turkish.length).toBe(245);
    expect(new Set(codes(turkish)).size).toBe(245);
    expect(turkish.find((option) => option.code === 'TR')).toMatchObject({
      name: 'Türkiye',
      dialCode: '+90',
    });
    expect(turkish.find((option) => option.code === 'DE')?.name).toBe('Almanya');
    expect(countryOptions('ru').find((option) => option.code === 'DE')?.name).toBe('Германия');
    expect(countryOptions('ar').find((option) => option.code === 'DE')?.name).toBe('ألمانيا');
  });

  it('sorts by name as the page language sorts (Turkish Ç after C, Ö after O)', () => {
    const names = countryOptions('tr').map((option) => option.name);
    const index = (name: string) => names.indexOf(name);
    expect(index('Cezayir')).toBeLessThan(index('Çin'));
    expect(index('Çin')).toBeLessThan(index('Danimarka'));
    expect(index('Umman')).toBeLessThan(index('Ürdün'));
    const collator = new Intl.Collator('tr');
    expect([...names].sort(collator.compare)).toEqual(names);
  });
});

describe('searchCountries', () => {
  const turkish = countryOptions('tr');
  const english = countryOptions('en');

  it('finds by name without caring about case, accents or the Turkish dotted and dotless i', () => {
    expect(codes(searchCountries(turkish, 'turkiye', 'tr'))[0]).toBe('TR');
    expect(codes(searchCountries(turkish, 'TÜRKİYE', 'tr'))[0]).toBe('TR');
    expect(codes(searchCountries(turkish, 'isvec', 'tr'))).toContain('SE');
    expect(codes(searchCountries(turkish, 'İSVEÇ', 'tr'))).toContain('SE');
    expect(codes(searchCountries(english, 'cote d', 'en'))).toContain('CI');
    expect(foldForSearch('IĞDIR', 'tr')).toBe(foldForSearch('ığdır', 'tr'));
  });

  it('also finds by the English name on other pages, and by Arabic spellings without hamza', () => {
    expect(codes(searchCountries(turkish, 'germany', 'tr'))).toEqual(['DE']);
    const arabic = countryOptions('ar');
    expect(codes(searchCountries(arabic, 'المانيا', 'ar'))).toContain('DE');
    expect(codes(searchCountries(countryOptions('ru'), 'россия', 'ru'))).toEqual(['RU']);
  });

  it('finds by dial code with or without the plus', () => {
    expect(codes(searchCountries(turkish, '+90', 'tr'))).toEqual(['TR']);
    expect(codes(searchCountries(turkish, '90', 'tr'))).toEqual(['TR']);
    expect(codes(searchCountries(english, '+44', 'en')).sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(codes(searchCountries(english, '+1', 'en'))).toContain('CA');
  });

  it('puts an exact country code first, then names that start with the query', () => {
    expect(codes(searchCountries(english, 'TR', 'en'))[0]).toBe('TR');
    expect(codes(searchCountries(english, 'de', 'en'))[0]).toBe('DE');
    const byName = codes(searchCountries(english, 'ind', 'en'));
    expect(byName.slice(0, 2)).toEqual(['IN', 'ID']);
    expect(byName).toContain('IO'); // "British Indian Ocean Territory": a word starting with it
  });

  it('keeps everything for an empty query and nothing for a query that matches no country', () => {
    expect(searchCountries(english, '  ', 'en')).toBe(english);
    expect(searchCountries(english, 'atlantis', 'en')).toEqual([]);
  });
});
