import { z } from 'zod';
import { BASE64URL_PATTERN, BROWSER_BINDING_LENGTH } from '../../auth/browser-binding.ts';
import { isRecognisedLanguage } from '../../languages.ts';
import { isSameOriginPath } from '../../same-site-path.ts';

export { GOOGLE_SIGN_IN_ERRORS, type GoogleSignInError } from '../../auth/google-sign-in-errors.ts';

/** 256 bits in unpadded base64url: a browser binding, its SHA-256, or a sign-in's one-time code (decision 048). */
export const base64url256Schema = z.string().length(BROWSER_BINDING_LENGTH).regex(BASE64URL_PATTERN);

/** GET /api/auth/google — the browser navigates here from the login modal's Google button. */
export const googleSignInQuerySchema = z.object({
  /**
   * SHA-256 of the browser binding the starting tab keeps (decision 048): the sign-in's one-time code is only
   * redeemed together with that value, so no other browser can finish this sign-in.
   */
  browserBindingHash: base64url256Schema,
  /** Where the web app goes after signing in; a same-site path only. */
  returnTo: z.string().max(512).refine(isSameOriginPath, 'must be a path on this site').optional(),
  /** Language of the callback page and of a new account; defaults to the request's language. */
  lang: z.string().refine(isRecognisedLanguage, 'unknown language').optional(),
  /** The login modal's remember-me choice: a 30-day session instead of one day. */
  rememberMe: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type GoogleSignInQuery = z.input<typeof googleSignInQuerySchema>;

/** GET /api/auth/google/callback — Google's answer (RFC 6749 §4.1.2 and RFC 9207's `iss`). */
export const googleCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
  error_description: z.string().max(2048).optional(),
});
