import { z } from 'zod';
import { emailSchema } from '../fields/account-fields.ts';
import { messageResponseSchema } from './auth-user.ts';

/** POST /api/auth/forgot-password — the same answer whether or not the e-mail has an account. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const forgotPasswordResponseSchema = messageResponseSchema;
