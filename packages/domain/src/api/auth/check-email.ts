import { z } from 'zod';
import { emailSchema } from '../fields/account-fields.ts';

/** POST /api/auth/check-email — whether an account uses the e-mail; strictly rate limited (decision 022). */
export const checkEmailRequestSchema = z.object({ email: emailSchema });
export type CheckEmailRequest = z.input<typeof checkEmailRequestSchema>;

export const checkEmailResponseSchema = z.object({ exists: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;
