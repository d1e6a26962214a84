import { z } from 'zod';
import { emailSchema, verificationCodeSchema } from '../fields/account-fields.ts';

/** POST /api/auth/guest/verify — same error codes as verify-email (expired, invalid_code, too_many_attempts). */
export const guestVerifyRequestSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type GuestVerifyRequest = z.input<typeof guestVerifyRequestSchema>;

/** A short-lived proof that the guest owns the e-mail; the reservation call takes it. */
export const guestVerifyResponseSchema = z.object({
  guestToken: z.string(),
  email: z.string(),
  expiresAt: z.iso.datetime(),
});
export type GuestVerifyResponse = z.infer<typeof guestVerifyResponseSchema>;
