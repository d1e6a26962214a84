import { GOOGLE_REDEEM_ERRORS } from '@konak/domain/auth/google-sign-in-errors';
import { ApiError } from '../../lib/api-client';
import { storeSession } from '../../session/session-storage';
import { googleRedeem } from './api/google-redeem';
import type { CallbackErrorCode, CallbackOutcome } from './callback-fragment';
import { takeGoogleBrowserBinding } from './google-browser-binding';

export type GoogleSignInResult =
  | { signedIn: true; returnTo: string | undefined }
  | { signedIn: false; error: CallbackErrorCode | 'network'; returnTo: string | undefined };

/**
 * Finishes a Google sign-in from the callback's outcome: POST /auth/google/redeem with the one-time code and the
 * binding this tab kept since it started the sign-in, then stores the session as the remember-me choice asked.
 * A tab without a binding did not start this sign-in (a forced one, decision 048): nothing is asked or stored.
 */
export async function finishGoogleSignIn(outcome: CallbackOutcome): Promise<GoogleSignInResult> {
  const { returnTo } = outcome;
  // Taken before anything else, so a binding serves one redemption whatever the outcome.
  const browserBinding = takeGoogleBrowserBinding();
  if (outcome.kind === 'error') return { signedIn: false, error: outcome.error, returnTo };
  if (!browserBinding) return { signedIn: false, error: 'state_mismatch', returnTo };
  try {
    const session = await googleRedeem({ code: outcome.code, browserBinding });
    storeSession(session, { rememberMe: session.rememberMe });
    return { signedIn: true, returnTo };
  } catch (error) {
    return { signedIn: false, error: refusalOf(error), returnTo };
  }
}

function refusalOf(error: unknown): CallbackErrorCode | 'network' {
  if (!(error instanceof ApiError)) return 'server_error';
  if (error.isNetworkError) return 'network';
  // A refusal's code names one of the callback's own errors, so the page shows the same texts.
  return GOOGLE_REDEEM_ERRORS.find((known) => known === error.code) ?? 'server_error';
}
