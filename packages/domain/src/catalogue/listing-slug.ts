import type { Language } from '../languages.ts';

/** Longest slug a listing gets; the public slug route accepts up to 100 characters (apartment-by-slug). */
export const LISTING_SLUG_MAX_LENGTH = 80;

// Turkish letters NFKD would not reduce to Latin ones (ı has no decomposition), plus a few Latin ligatures.
const LATIN: Record<string, string> = { ı: 'i', İ: 'i', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l' };

// Russian letters as a Russian passport writes them (ICAO Doc 9303), which readers of either script recognise.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  і: 'i',
  ї: 'i',
  є: 'ie',
  ґ: 'g',
};

/**
 * A URL slug made from a title: lower case, Turkish letters as their Latin base (ç→c, ğ→g, ı/İ→i, ö→o, ş→s,
 * ü→u), Cyrillic transliterated, every other run of characters a hyphen. Scripts with no agreed Latin spelling
 * (Arabic) leave nothing: the caller falls back to another language's slug (decision 082).
 */
export function slugFromTitle(title: string): string {
  let latin = '';
  for (const character of title) {
    const lower = LATIN[character] ?? character.toLocaleLowerCase('tr');
    latin += LATIN[lower] ?? CYRILLIC[lower] ?? lower;
  }
  const slug = latin
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    // A suffix after an apostrophe belongs to its word: "Kadıköy'de" → "kadikoyde".
    .replace(/['’ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, LISTING_SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/**
 * The suggested slug of every language with a title. The Arabic title, and any title that gives no Latin slug,
 * takes the English slug, else the Turkish one, with its language code as suffix ("galata-loft-ar"), so it differs from the one it
 * borrows; with neither, the apartment number names it.
 */
export function suggestedSlugs(
  titles: Partial<Record<Language, string>>,
  apartmentNumber?: number,
): Partial<Record<Language, string>> {
  const own: Partial<Record<Language, string>> = {};
  for (const [language, title] of Object.entries(titles) as [Language, string][]) {
    // An Arabic title borrows even when it holds a few Latin words: those alone would not name the apartment.
    if (title.trim()) own[language] = language === 'ar' ? '' : slugFromTitle(title);
  }
  const borrowed = own.en || own.tr || (apartmentNumber ? `apartment-${apartmentNumber}` : 'apartment');
  const slugs: Partial<Record<Language, string>> = {};
  for (const language of Object.keys(own) as Language[]) {
    slugs[language] = own[language] || `${borrowed.slice(0, LISTING_SLUG_MAX_LENGTH - 3)}-${language}`;
  }
  return slugs;
}

/** `base` itself when free, else the first free of base-2, base-3 … (the caller knows which slugs are taken). */
export function firstFreeSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const ending = `-${suffix}`;
    const candidate = `${base.slice(0, LISTING_SLUG_MAX_LENGTH - ending.length)}${ending}`;
    if (!isTaken(candidate)) return candidate;
  }
}
