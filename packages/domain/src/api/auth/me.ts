import { z } from 'zod';
import { MEMBERSHIP_TIERS } from '../../membership.ts';
import { authUserSchema } from './auth-user.ts';

/** GET /api/auth/me (signed in) — the user with the membership labels of the profile (spec §1, §3). */
export const meResponseSchema = z.object({
  user: authUserSchema,
  membership: z.object({
    tier: z.enum(MEMBERSHIP_TIERS),
    /** Euro spent on reservations that were not cancelled. */
    totalSpent: z.number(),
    memberSince: z.iso.datetime(),
  }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
