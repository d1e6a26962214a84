import { z } from 'zod';
import { emailSchema, nameSchema, preferredLanguageSchema } from '../fields/account-fields.ts';

/**
 * POST /api/auth/guest/send-verification — e-mails a 6-digit code proving a guest owns the address they book
 * with (spec §7 Reservations). Same code rules as registration; answer: codeSentResponseSchema.
 */
export const guestSendVerificationRequestSchema = z.object({
  email: emailSchema,
  name: nameSchema.optional(),
  preferredLanguage: preferredLanguageSchema.optional(),
});
export type GuestSendVerificationRequest = z.input<typeof guestSendVerificationRequestSchema>;
