import { z } from 'zod';
import { languageQuerySchema } from '../apartments/language-query.ts';
import { publicReviewSchema, reviewedApartmentSchema } from './review-view.ts';

/**
 * GET /api/reviews/latest?lang (public) — the home page's reviews carousel (spec §2): the newest good reviews
 * (4 stars or more) across active apartments, at most 8, each with its apartment's title and slug in `lang`.
 */
export const latestReviewsQuerySchema = languageQuerySchema;

export const latestReviewSchema = publicReviewSchema.extend({ apartment: reviewedApartmentSchema });
export type LatestReview = z.infer<typeof latestReviewSchema>;

export const latestReviewsResponseSchema = z.object({
  items: z.array(latestReviewSchema),
  total: z.number().int(),
});
export type LatestReviewsResponse = z.infer<typeof latestReviewsResponseSchema>;
