import { z } from 'zod';
import { sessionResponseSchema } from './auth-user.ts';
import { base64url256Schema } from './google-sign-in.ts';

export { GOOGLE_REDEEM_ERRORS, type GoogleRedeemError } from '../../auth/google-sign-in-errors.ts';

/**
 * POST /api/auth/google/redeem — the callback page turns the one-time code of `/auth/callback#code=…` into a
 * session, presenting the browser binding its tab kept since it started the sign-in (decision 048).
 */
export const googleRedeemRequestSchema = z.object({
  /** The fragment's code: 256 random bits, base64url. */
  code: base64url256Schema,
  /** The value whose SHA-256 the browser sent to GET /api/auth/google as `browserBindingHash`. */
  browserBinding: base64url256Schema,
});
export type GoogleRedeemRequest = z.infer<typeof googleRedeemRequestSchema>;

/** Like a login's answer, plus the remember-me choice made before leaving, so the page stores the session to match. */
export const googleRedeemResponseSchema = sessionResponseSchema.extend({ rememberMe: z.boolean() });
export type GoogleRedeemResponse = z.infer<typeof googleRedeemResponseSchema>;
