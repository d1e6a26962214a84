import { z } from 'zod';
import { languageQuerySchema } from '../apartments/language-query.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { ownReviewSchema, reviewedApartmentSchema } from './review-view.ts';

/**
 * GET /api/reviews/eligible?lang (signed in) — the member's own apartment stays that may be reviewed and are not
 * yet: completed, or confirmed with the check-out time passed (decision 043); newest check-out first.
 */
export const eligibleStaysQuerySchema = languageQuerySchema;

export const eligibleStaySchema = z.object({
  reservationId: z.uuid(),
  reservationNumber: z.string(),
  apartment: reviewedApartmentSchema,
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
});
export type EligibleStay = z.infer<typeof eligibleStaySchema>;

export const eligibleStaysResponseSchema = z.object({
  items: z.array(eligibleStaySchema),
  total: z.number().int(),
});
export type EligibleStaysResponse = z.infer<typeof eligibleStaysResponseSchema>;

/** GET /api/reviews/mine?lang (signed in) — the reviews the member wrote, newest first. */
export const myReviewsQuerySchema = languageQuerySchema;
export const myReviewsResponseSchema = z.object({
  items: z.array(ownReviewSchema),
  total: z.number().int(),
});
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;
