import { z } from 'zod';

/**
 * Why an account cannot be deleted now (spec §5): active_reservations — pending or confirmed with check-out in
 * the future; non_cancellable_reservations — some of those cannot be cancelled (non-refundable or within 7 days).
 */
export const DELETE_BLOCKERS = ['active_reservations', 'non_cancellable_reservations'] as const;
export type DeleteBlocker = (typeof DELETE_BLOCKERS)[number];

/** GET /api/auth/check-delete-eligibility (signed in) */
export const checkDeleteEligibilityResponseSchema = z.object({
  canDelete: z.boolean(),
  reasons: z.array(z.enum(DELETE_BLOCKERS)),
  activeReservations: z.number().int().min(0),
  nonCancellableReservations: z.number().int().min(0),
});
export type CheckDeleteEligibilityResponse = z.infer<typeof checkDeleteEligibilityResponseSchema>;
