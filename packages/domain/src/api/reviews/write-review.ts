import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../reviews.ts';
import { ownReviewSchema, reviewRatingSchema } from './review-view.ts';

/** Trimmed; a review says something (10 to 2000 characters). */
export const reviewTextSchema = z
  .string('error.review_text_too_short')
  .trim()
  .min(REVIEW_TEXT_MIN, 'error.review_text_too_short')
  .max(REVIEW_TEXT_MAX, 'error.review_text_too_long');

/**
 * POST /api/reviews (signed in) — reviews one of the member's own apartment stays once it is over (decision 043).
 * `language` is the language the guest wrote in (default: the request's language). 404 for a reservation that is
 * not the member's (or does not exist), 422 (code `stay_not_completed`) before the stay is over or for a
 * cancelled or tour booking, 409 (code `review_exists`) for a second review of the same stay.
 */
export const createReviewBodySchema = z.object({
  reservationId: z.uuid('error.review_reservation_invalid'),
  rating: reviewRatingSchema,
  text: reviewTextSchema,
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

/**
 * PUT /api/reviews/{id} (the author, or an admin) — changes the rating, the text or both (400 with neither).
 * 404 for a review that does not exist or is someone else's (to a member).
 */
export const updateReviewBodySchema = z
  .object({
    rating: reviewRatingSchema.optional(),
    text: reviewTextSchema.optional(),
    language: z.enum(SUPPORTED_LANGUAGES).optional(),
  })
  .refine((body) => body.rating !== undefined || body.text !== undefined, {
    message: 'error.nothing_to_update',
  });
export type UpdateReviewBody = z.input<typeof updateReviewBodySchema>;

export const reviewResponseSchema = ownReviewSchema;

/** DELETE /api/reviews/{id} (the author, or an admin) — removes the review; the stay may then be reviewed again. */
export const deleteReviewResponseSchema = z.object({ deleted: z.literal(true) });
