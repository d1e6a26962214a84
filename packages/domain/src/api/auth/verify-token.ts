import { z } from 'zod';
import { authUserSchema } from './auth-user.ts';

/** GET /api/auth/verify-token — never 401: a missing, bad, expired or revoked token is `valid: false`. */
export const verifyTokenResponseSchema = z.object({ valid: z.boolean(), user: authUserSchema.nullable() });
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;
