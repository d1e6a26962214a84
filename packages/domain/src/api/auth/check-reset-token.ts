import { z } from 'zod';
import { opaqueTokenSchema } from '../fields/account-fields.ts';

/**
 * POST /api/auth/reset-password/check — whether the e-mailed link still works (unused, unexpired, newest), so the
 * page can say so when it opens instead of after the guest has typed a new password. It uses nothing up.
 */
export const checkResetTokenRequestSchema = z.object({ token: opaqueTokenSchema });
export type CheckResetTokenRequest = z.input<typeof checkResetTokenRequestSchema>;

export const checkResetTokenResponseSchema = z.object({ valid: z.boolean() });
export type CheckResetTokenResponse = z.infer<typeof checkResetTokenResponseSchema>;
