import { z } from 'zod';
import { guestMembershipSchema, guestReservationSchema, guestSummarySchema } from './guest-fields.ts';

/**
 * GET /api/admin/guests/{id} (admin, staff) — the member's profile, membership (the tier counts the money paid and
 * kept, decision 053) and every reservation, newest first. Also the answer of disable, enable and role changes.
 */
export const guestDetailSchema = z.object({
  guest: guestSummarySchema,
  membership: guestMembershipSchema,
  reservations: z.array(guestReservationSchema),
});
export type GuestDetail = z.infer<typeof guestDetailSchema>;
export { guestIdParamsSchema } from './guest-fields.ts';
