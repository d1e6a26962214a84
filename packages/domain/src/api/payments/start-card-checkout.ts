import { z } from 'zod';

/**
 * POST /api/reservations/{id}/card-checkout (the booking member): starts a card payment for the whole remaining amount
 * of a pending card reservation on the gateway's hosted page (decision 086). The page goes there in the same tab.
 */
export const startCardCheckoutBodySchema = z.object({
  /** The site path the guest comes back to (the reservation page), without host: `/en/apartments/…`. */
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path on this site'),
});
export type StartCardCheckoutBody = z.infer<typeof startCardCheckoutBodySchema>;

export const startCardCheckoutResponseSchema = z.object({
  paymentPageUrl: z.url(),
  /** True when the built-in test gateway takes the payment: the page says so, no money moves. */
  testGateway: z.boolean(),
  /** When the reservation lets its dates go unless paid (ISO 8601 UTC). */
  holdUntil: z.iso.datetime(),
});
export type StartCardCheckoutResponse = z.infer<typeof startCardCheckoutResponseSchema>;
