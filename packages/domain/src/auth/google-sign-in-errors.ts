// Free of zod on purpose: the web callback page names these codes on a page whose first load has no room for zod.

/**
 * Why a Google sign-in ended on `/auth/callback#error=<code>`; the web page shows a message per code.
 * cancelled: the user backed out at Google. expired: the sign-in took longer than 10 minutes or the browser
 * lost the cookie. state_mismatch: the answer does not belong to this browser's sign-in (possible CSRF).
 * provider_error: Google refused or the answer failed validation. email_not_verified: Google has not
 * verified the address. account_conflict: the e-mail's account is linked to another Google account.
 * account_unavailable: the account was deleted. unavailable: Google could not be reached. server_error: our fault.
 */
export const GOOGLE_SIGN_IN_ERRORS = [
  'cancelled',
  'expired',
  'state_mismatch',
  'provider_error',
  'email_not_verified',
  'account_conflict',
  'account_unavailable',
  'unavailable',
  'server_error',
] as const;
export type GoogleSignInError = (typeof GOOGLE_SIGN_IN_ERRORS)[number];

/**
 * Codes of a refused POST /api/auth/google/redeem (400), a subset of the above so the page shows the same texts:
 * expired (the one-time code is unknown, already used or older than two minutes), state_mismatch (this browser
 * did not start the sign-in: no binding or another one, decision 048), account_unavailable (deleted meanwhile).
 */
export const GOOGLE_REDEEM_ERRORS = [
  'expired',
  'state_mismatch',
  'account_unavailable',
] as const satisfies readonly GoogleSignInError[];
export type GoogleRedeemError = (typeof GOOGLE_REDEEM_ERRORS)[number];
