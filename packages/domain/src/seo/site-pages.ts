import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGES, type Language, SUPPORTED_LANGUAGES } from '../languages.ts';

/**
 * The addresses of the site's pages as search engines see them (decision 045), shared by the page metadata of the
 * web app and the server's sitemap and robots.txt, so both always name the same URLs.
 */

/** The path of a page in a language: Turkish has no prefix (decision 010), the others `/<language>`. */
export function languagePath(language: Language, path: string): string {
  if (!path.startsWith('/')) throw new Error(`languagePath expects an absolute path, got "${path}"`);
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

export function apartmentPagePath(slug: string): string {
  return `/apartment/${encodeURIComponent(slug)}`;
}

export function tourPagePath(id: string): string {
  return `/tour/${encodeURIComponent(id)}`;
}

export function legalPagePath(type: string): string {
  return `/legal/${encodeURIComponent(type)}`;
}

/** Public pages whose path is the same in every language (only the prefix changes). */
export const STATIC_PUBLIC_PATHS = ['/', '/rentals', '/owners'] as const;

/** A page's path in each of the four languages; hreflang alternates and sitemap entries are built from it. */
export type PagePaths = Record<Language, string>;

export function samePathInEveryLanguage(path: string): PagePaths {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, languagePath(language, path)]),
  ) as PagePaths;
}

/** hreflang value of each language; x-default is the unprefixed (Turkish) address, which follows the visitor's choice. */
export const X_DEFAULT_LANGUAGE: Language = DEFAULT_LANGUAGE;

/**
 * Member, reservation and sign-in pages: never indexed (robots meta `noindex, nofollow`) and disallowed in
 * robots.txt under every language prefix.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/profile',
  '/reservations',
  '/favorites',
  '/reservation/',
  '/reset-password',
  '/auth/',
] as const;

/** Every first path segment that selects a language, including the recognised-only ones (de, fr) and the redundant tr. */
export const LANGUAGE_PREFIXES: readonly string[] = [
  ...SUPPORTED_LANGUAGES,
  ...Object.keys(FALLBACK_LANGUAGES),
];
