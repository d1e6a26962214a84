import { z } from 'zod';
import { USER_ROLES } from '../../auth/user-roles.ts';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';

/** The signed-in user as every Auth call returns it (spec §3 User); the web keeps it in browser storage. */
export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferredLanguage: z.enum(SUPPORTED_LANGUAGES),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  /** Whether the account has a password (Google-only accounts have none and cannot change it). */
  hasPassword: z.boolean(),
  /** Membership date (spec §3 labels), ISO 8601. */
  createdAt: z.iso.datetime(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** A new session: the bearer token, its expiry and the user. */
export const sessionResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: authUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Calls that only confirm, with a translated sentence to show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
