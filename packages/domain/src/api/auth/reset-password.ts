import { z } from 'zod';
import { opaqueTokenSchema, passwordSchema } from '../fields/account-fields.ts';
import { messageResponseSchema } from './auth-user.ts';

/** POST /api/auth/reset-password — the token of the e-mailed link; ends every session of the account. */
export const resetPasswordRequestSchema = z.object({ token: opaqueTokenSchema, password: passwordSchema });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const resetPasswordResponseSchema = messageResponseSchema;
