import {
  contentLanguage,
  DEFAULT_LANGUAGE,
  isRecognisedLanguage,
  type Language,
  type RecognisedLanguage,
} from '@konak/domain/languages';

/** The language a URL is in: its prefix (en, ar, ru, de, fr, or the redundant tr) or, without one, Turkish. */
export type UrlLanguage = RecognisedLanguage;

export type LanguagePrefixSplit = {
  /** The recognised language prefix, or null when the first segment is not a language. */
  prefix: RecognisedLanguage | null;
  /** The rest of the path, always starting with "/". */
  path: string;
};

export function splitLanguagePrefix(pathname: string): LanguagePrefixSplit {
  const match = pathname.match(/^\/([^/]+)(\/.*)?$/);
  const segment = match?.[1];
  if (segment && isRecognisedLanguage(segment)) {
    return { prefix: segment, path: match?.[2] || '/' };
  }
  return { prefix: null, path: pathname || '/' };
}

export function urlLanguageOf(pathname: string): UrlLanguage {
  return splitLanguagePrefix(pathname).prefix ?? DEFAULT_LANGUAGE;
}

/** The language whose texts a URL shows (de and fr show English until they are translated). */
export function pageLanguageOf(pathname: string): Language {
  return contentLanguage(urlLanguageOf(pathname));
}

/**
 * Builds the href of an app path in a language: `localizedPath('en', '/owners')` is "/en/owners",
 * Turkish has no prefix. The path may carry a query and a hash ("/?guests=2", "/#tours").
 */
export function localizedPath(language: UrlLanguage, path: string): string {
  if (!path.startsWith('/')) throw new Error(`localizedPath expects an absolute app path, got "${path}"`);
  if (language === DEFAULT_LANGUAGE) return path;
  const rest = path.startsWith('/?') || path.startsWith('/#') || path === '/' ? path.slice(1) : path;
  return `/${language}${rest}`;
}

/** The same page in another language: the prefix is swapped, path, query and hash are kept. */
export function switchLanguageHref(
  location: { pathname: string; search?: string; hash?: string },
  target: UrlLanguage,
): string {
  const { path } = splitLanguagePrefix(location.pathname);
  return localizedPath(target, `${path}${location.search ?? ''}${location.hash ?? ''}`);
}
