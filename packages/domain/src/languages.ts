/** Languages with full translations. Turkish is the default and has no URL prefix. */
export const SUPPORTED_LANGUAGES = ['tr', 'en', 'ar', 'ru'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'tr';

/** Recognised in URLs and headers but served in English until they are translated. */
export const FALLBACK_LANGUAGES = { de: 'en', fr: 'en' } as const satisfies Record<string, Language>;
export type RecognisedLanguage = Language | keyof typeof FALLBACK_LANGUAGES;

export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function isRecognisedLanguage(value: unknown): value is RecognisedLanguage {
  return (
    isSupportedLanguage(value) || (typeof value === 'string' && Object.hasOwn(FALLBACK_LANGUAGES, value))
  );
}

/** The language whose texts are shown for a recognised code (de → en). */
export function contentLanguage(code: RecognisedLanguage): Language {
  return isSupportedLanguage(code) ? code : FALLBACK_LANGUAGES[code];
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/**
 * Picks the best supported language from an Accept-Language header ("ru-RU,ru;q=0.9,en;q=0.8").
 * Unknown or malformed headers fall back to Turkish.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const candidates = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((param) => param.trim().startsWith('q='));
      const quality = qParam ? Number.parseFloat(qParam.trim().slice(2)) : 1;
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', quality, position };
    })
    .filter(({ quality }) => Number.isFinite(quality) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  for (const { code } of candidates) {
    if (isRecognisedLanguage(code)) return contentLanguage(code);
  }
  return DEFAULT_LANGUAGE;
}
