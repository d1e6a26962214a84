import { messageResponseSchema } from './auth-user.ts';

/** POST /api/auth/logout (signed in) — ends this session: its token stops working at once. */
export const logoutResponseSchema = messageResponseSchema;
