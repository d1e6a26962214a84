import { z } from 'zod';
import { currentPasswordSchema, emailSchema } from '../fields/account-fields.ts';
import { sessionResponseSchema } from './auth-user.ts';
import { captchaChallengeSchema, captchaSolutionSchema } from './captcha.ts';

/** POST /api/auth/login */
export const loginRequestSchema = z.object({
  email: emailSchema,
  // Any non-empty password: the rules of today must not lock out accounts made under older ones.
  password: currentPasswordSchema,
  rememberMe: z.boolean().default(false),
  /** Required once the answer said `captchaRequired: true` (see GET /api/auth/captcha-challenge). */
  captcha: captchaSolutionSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = sessionResponseSchema;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Error codes of a refused login, beside the API error body:
 * invalid_credentials (401), captcha_required / captcha_failed (400), too_many_attempts (429, Retry-After in
 * seconds), email_not_verified (403, with `tempToken` for the code step).
 */
export const LOGIN_ERROR_CODES = [
  'invalid_credentials',
  'captcha_required',
  'captcha_failed',
  'too_many_attempts',
  'email_not_verified',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** Extra fields of invalid_credentials, captcha_* and too_many_attempts answers. */
export const loginFailureSchema = z.object({
  message: z.string(),
  code: z.enum(LOGIN_ERROR_CODES),
  /** Failed attempts of this account from this address in the current window ("{count} failed attempts"). */
  failedAttempts: z.number().int().min(0),
  /** The next failure locks the account for this address: show the lock warning. */
  lockWarning: z.boolean(),
  captchaRequired: z.boolean(),
  /** A fresh challenge whenever captchaRequired is true. */
  captcha: captchaChallengeSchema.optional(),
  /** Seconds until a locked account may try again (also in the Retry-After header). */
  retryAfter: z.number().int().positive().optional(),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

/** Extra fields of the email_not_verified answer. */
export const emailNotVerifiedSchema = z.object({
  message: z.string(),
  code: z.literal('email_not_verified'),
  tempToken: z.string(),
});
