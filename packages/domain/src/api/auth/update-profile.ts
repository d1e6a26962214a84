import { z } from 'zod';
import { nameSchema, phoneSchema, preferredLanguageSchema } from '../fields/account-fields.ts';
import { authUserSchema } from './auth-user.ts';

/** PUT /api/auth/update-profile (signed in) — changes the given fields; at least one. E-mail cannot change here. */
export const updateProfileRequestSchema = z
  .object({
    name: nameSchema.optional(),
    phone: phoneSchema.optional(),
    preferredLanguage: preferredLanguageSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'error.nothing_to_update');
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({ message: z.string(), user: authUserSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;
