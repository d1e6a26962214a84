import { z } from 'zod';
import {
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  preferredLanguageSchema,
} from '../fields/account-fields.ts';
import { authUserSchema } from './auth-user.ts';

/**
 * POST /api/auth/register — spec §3 register payload. The confirmation and terms checkbox are checked by the
 * form; preferredLanguage defaults to the request's language.
 */
export const registerRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  preferredLanguage: preferredLanguageSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** 201: the account exists but signs in only after the e-mailed code is entered (POST /verify-email). */
export const registerResponseSchema = z.object({
  message: z.string(),
  requiresVerification: z.literal(true),
  /** Proves "this browser just registered this account" to verify-email and resend-verification-code. */
  tempToken: z.string(),
  user: authUserSchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
