import { z } from 'zod';
import { ASSIGNABLE_ROLES } from './guest-fields.ts';

/**
 * PUT /api/admin/guests/{id}/role (admin) — member, staff or admin. Not one's own role; the last admin stays admin
 * (409). Answers the guest's detail (get-guest).
 */
export const changeGuestRoleBodySchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, 'error.role_invalid'),
});
export type ChangeGuestRoleBody = z.infer<typeof changeGuestRoleBodySchema>;
export { guestDetailSchema as changeGuestRoleResponseSchema } from './get-guest.ts';
