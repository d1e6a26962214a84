import { z } from 'zod';
import { phoneSchema } from '../fields/account-fields.ts';
import { updateProfileResponseSchema } from './update-profile.ts';

/** POST /api/auth/update-phone (signed in) — e.g. for a Google account that has no phone yet. */
export const updatePhoneRequestSchema = z.object({ phone: phoneSchema });
export type UpdatePhoneRequest = z.input<typeof updatePhoneRequestSchema>;

export const updatePhoneResponseSchema = updateProfileResponseSchema;
