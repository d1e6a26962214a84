import type { Language } from '@konak/domain/languages';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { countryName } from '../../i18n/display-names';

/**
 * Every region libphonenumber knows (about 245), named in the page language by the browser's own
 * Intl.DisplayNames and sorted with that language's collation, so no country list is written by hand.
 */

export type CountryOption = {
  code: CountryCode;
  /** In the page language: "Türkiye", "Turkey", "تركيا", "Турция". */
  name: string;
  /** "+90" */
  dialCode: string;
  /** Folded page-language and English names, so "germany" also finds "Almanya" on a Turkish page. */
  searchNames: string[];
};

// Letters that Unicode decomposition leaves whole, and Arabic spellings people type interchangeably.
const LETTER_FOLDS: Record<string, string> = {
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
};

/**
 * Case- and accent-insensitive form of a name or a query. Lower-cased with the page language's rules first
 * (Turkish "I" is "ı", "İ" is "i"), then dotless ı folded into i, so "turkiye", "TÜRKİYE" and "Türkiye" meet.
 */
export function foldForSearch(text: string, language: string): string {
  return text
    .toLocaleLowerCase(language)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıøæœßđðłþأإآٱةى]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(/[\s\-'’.,()]+/g, ' ')
    .trim();
}

const optionsByLanguage = new Map<string, CountryOption[]>();

/** All regions for a page language, sorted by name as that language sorts (Turkish: Ç after C, Ü after U). */
export function countryOptions(language: Language): CountryOption[] {
  const cached = optionsByLanguage.get(language);
  if (cached) return cached;
  const collator = new Intl.Collator(language);
  const options = getCountries()
    .map((code): CountryOption => {
      const name = countryName(code, language);
      const englishName = countryName(code, 'en');
      return {
        code,
        name,
        dialCode: `+${getCountryCallingCode(code)}`,
        searchNames: [...new Set([foldForSearch(name, language), foldForSearch(englishName, 'en')])],
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  optionsByLanguage.set(language, options);
  return options;
}

/**
 * The options a search query keeps, best first: an exact country code ("TR"), then dial codes starting with
 * the digits ("+90", "90"), then names starting with the query, then names with a word starting with it,
 * then names containing it. Within each group the language's alphabetical order is kept.
 */
export function searchCountries(
  options: CountryOption[],
  query: string,
  language: Language,
): CountryOption[] {
  const trimmed = query.trim();
  if (trimmed === '') return options;
  const digits = /^\+?\s*(\d+)$/.exec(trimmed)?.[1];
  if (digits) return options.filter((option) => option.dialCode.slice(1).startsWith(digits));

  const folded = foldForSearch(trimmed, language);
  const isoQuery = /^[a-z]{2}$/i.test(trimmed) ? trimmed.toUpperCase() : null;
  const matches = (option: CountryOption, test: (name: string) => boolean) => option.searchNames.some(test);
  const rank = (option: CountryOption): number => {
    if (option.code === isoQuery) return 0;
    if (matches(option, (name) => name.startsWith(folded))) return 1;
    if (matches(option, (name) => name.includes(` ${folded}`))) return 2;
    if (matches(option, (name) => name.includes(folded))) return 3;
    return -1;
  };
  const ranked: CountryOption[][] = [[], [], [], []];
  for (const option of options) ranked[rank(option)]?.push(option);
  return ranked.flat();
}
