import { GOOGLE_SIGN_IN_ERRORS, type GoogleSignInError } from '@konak/domain/auth/google-sign-in-errors';
import { safeReturnPath } from '../../lib/safe-return-path';

/** `missing`: the page was opened without an outcome (a bookmark, a reload after it was cleared). */
export type CallbackErrorCode = GoogleSignInError | 'missing';

export type CallbackOutcome =
  | { kind: 'code'; code: string; returnTo: string | undefined }
  | { kind: 'error'; error: CallbackErrorCode; returnTo: string | undefined };

function isGoogleError(value: string): value is GoogleSignInError {
  return (GOOGLE_SIGN_IN_ERRORS as readonly string[]).includes(value);
}

/**
 * Reads `#code=…&returnTo=…` or `#error=<code>&returnTo=…`, which the server put in the fragment so the code
 * never reaches a server log. An unknown error reads as server_error; an unsafe returnTo is dropped. A session
 * token in the fragment (`#token=…`, how this page once worked) is ignored: anyone can put their own there to
 * force a sign-in on a victim (decision 048).
 */
export function parseCallbackFragment(hash: string): CallbackOutcome {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const returnTo = safeReturnPath(fields.get('returnTo'));
  const code = fields.get('code');
  if (code) return { kind: 'code', code, returnTo };
  const error = fields.get('error');
  if (error === null) return { kind: 'error', error: 'missing', returnTo };
  return { kind: 'error', error: isGoogleError(error) ? error : 'server_error', returnTo };
}
