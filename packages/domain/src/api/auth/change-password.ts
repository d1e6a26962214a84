import { z } from 'zod';
import { currentPasswordSchema, passwordSchema } from '../fields/account-fields.ts';

/**
 * PUT /api/auth/change-password (signed in) — the current password is checked (401 `wrong_password`); every
 * other session of the account ends, this one stays signed in.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({
  message: z.string(),
  /** How many other sessions were ended. */
  revokedSessions: z.number().int().min(0),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
