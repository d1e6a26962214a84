import { localizedPath, type UrlLanguage } from '../../i18n/language-path';

/**
 * How a guest sent away from a member page comes back after signing in (spec §2: "the origin location
 * kept"). The origin travels in the home page's query, `/?login=%2Fen%2Fprofile`, rather than in history
 * state: it survives a reload, a restored tab and a copied address alike (docs/decisions/025).
 */
export const LOGIN_RETURN_PARAM = 'login';

/** The language's home page asking for sign-in, with the page to return to when there is one. */
export function signInPromptPath(language: UrlLanguage, returnTo: string | undefined): string {
  if (!returnTo) return localizedPath(language, '/');
  return localizedPath(language, `/?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: returnTo })}`);
}
