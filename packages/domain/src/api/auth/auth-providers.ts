import { z } from 'zod';

/** GET /api/auth/providers — which social sign-ins are configured; the login modal hides the others. */
export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;
