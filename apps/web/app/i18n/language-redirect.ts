import { DEFAULT_LANGUAGE } from '@konak/domain/languages';
import { languageCookie, readLanguageCookie } from './language-cookie';
import { localizedPath, splitLanguagePrefix } from './language-path';

/**
 * Where a page request (its normalised URL, without `.data`) has to go before any page renders, or null when it is already at the right URL:
 * - `/tr/...` is the unprefixed Turkish URL with a redundant prefix. Asking for it explicitly is a choice
 *   of Turkish, so a stored non-Turkish preference is replaced, otherwise the next hop would leave Turkish.
 * - An unprefixed URL with a stored non-Turkish preference moves to that language's prefix.
 * Both are 302: they depend on the cookie, so neither browsers nor caches may remember them.
 */
export function languageRedirect(url: URL, cookieHeader: string | null): Response | null {
  const { prefix, path } = splitLanguagePrefix(url.pathname);
  const preference = readLanguageCookie(cookieHeader);
  const headers = new Headers({ Vary: 'Cookie', 'Cache-Control': 'private, no-store' });

  if (prefix === DEFAULT_LANGUAGE) {
    if (preference && preference !== DEFAULT_LANGUAGE) {
      headers.append('Set-Cookie', languageCookie(DEFAULT_LANGUAGE, { secure: url.protocol === 'https:' }));
    }
    headers.set('Location', localizedPath(DEFAULT_LANGUAGE, `${path}${url.search}`));
    return new Response(null, { status: 302, headers });
  }

  if (prefix === null && preference && preference !== DEFAULT_LANGUAGE) {
    headers.set('Location', localizedPath(preference, `${url.pathname}${url.search}`));
    return new Response(null, { status: 302, headers });
  }

  return null;
}
