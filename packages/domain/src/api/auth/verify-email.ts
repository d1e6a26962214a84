import { z } from 'zod';
import { opaqueTokenSchema, verificationCodeSchema } from '../fields/account-fields.ts';
import { sessionResponseSchema } from './auth-user.ts';

/** POST /api/auth/verify-email — the 6-digit code of the registration mail. */
export const verifyEmailRequestSchema = z.object({
  code: verificationCodeSchema,
  tempToken: opaqueTokenSchema,
  rememberMe: z.boolean().default(false),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

export const verifyEmailResponseSchema = sessionResponseSchema;
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/**
 * Error codes (spec §8): expired (code or temporary token too old: request a new code), invalid_code (with
 * `remainingAttempts`), too_many_attempts (the code is spent: request a new one), already_verified (409).
 */
export const VERIFICATION_ERROR_CODES = [
  'expired',
  'invalid_code',
  'too_many_attempts',
  'already_verified',
] as const;
export type VerificationErrorCode = (typeof VERIFICATION_ERROR_CODES)[number];
