import { z } from 'zod';
import { opaqueTokenSchema } from '../fields/account-fields.ts';

/** POST /api/auth/resend-verification-code — a new code; 429 with Retry-After within 60 s of the last one. */
export const resendVerificationCodeRequestSchema = z.object({ tempToken: opaqueTokenSchema });
export type ResendVerificationCodeRequest = z.input<typeof resendVerificationCodeRequestSchema>;

/** Also the answer of the guest verification calls. */
export const codeSentResponseSchema = z.object({
  message: z.string(),
  /** The new code's lifetime. */
  expiresInMinutes: z.number().int().positive(),
  /** Seconds until another code may be requested. */
  resendAvailableIn: z.number().int().positive(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;
