import type { GoogleSignInError } from '@konak/domain/api/auth/google-sign-in';
import type { RecognisedLanguage } from '@konak/domain/languages';

type CallbackOutcome = { code: string } | { error: GoogleSignInError };

/**
 * The web page that finishes a Google sign-in: `/auth/callback` with the language prefix (Turkish has none,
 * decision 010). The outcome rides in the fragment, which browsers never send to a server, so the one-time code
 * stays out of access logs, proxies and the Referer header. Never a session token: the page must redeem the code
 * with its tab's browser binding, so a forwarded address signs nobody in (decision 048).
 */
export function callbackPageUrl(
  lang: RecognisedLanguage,
  outcome: CallbackOutcome,
  returnTo: string | undefined,
): string {
  const fragment = new URLSearchParams('code' in outcome ? { code: outcome.code } : { error: outcome.error });
  if (returnTo) fragment.set('returnTo', returnTo);
  return `${lang === 'tr' ? '' : `/${lang}`}/auth/callback#${fragment}`;
}
