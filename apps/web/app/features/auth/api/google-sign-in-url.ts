import type { GoogleSignInQuery } from '@konak/domain/api/auth/google-sign-in';

/** GET /api/auth/google, where the browser itself goes: the server sends it on to Google. */
export function googleSignInUrl({
  lang,
  returnTo,
  rememberMe,
  browserBindingHash,
}: Required<GoogleSignInQuery>): string {
  return `/api/auth/google?${new URLSearchParams({ lang, returnTo, rememberMe, browserBindingHash })}`;
}
