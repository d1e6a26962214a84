import { guestSendVerificationRequestSchema } from './guest-send-verification.ts';

/** POST /api/auth/guest/resend — a new code; 429 with Retry-After within 60 s of the last one. */
export const guestResendRequestSchema = guestSendVerificationRequestSchema;
