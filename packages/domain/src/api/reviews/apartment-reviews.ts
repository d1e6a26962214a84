import { z } from 'zod';
import { REVIEWS_PAGE_SIZE } from '../../reviews.ts';
import { languageQuerySchema } from '../apartments/language-query.ts';
import { publicReviewSchema, ratingSummarySchema } from './review-view.ts';

/**
 * GET /api/apartments/{id}/reviews?lang&page (public) — the apartment's average, count and distribution per
 * star, and one page of its reviews, newest first (5 a page). Each review keeps the language it was written in;
 * `lang` is the language of the answer's messages. 404 for an unknown or withdrawn apartment.
 */
export const apartmentReviewsParamsSchema = z.object({ id: z.uuid() });
export const apartmentReviewsQuerySchema = languageQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ApartmentReviewsQuery = z.input<typeof apartmentReviewsQuerySchema>;

export const apartmentReviewsResponseSchema = ratingSummarySchema.extend({
  items: z.array(publicReviewSchema),
  /** Same as `count`, under the name every list uses. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(REVIEWS_PAGE_SIZE),
});
export type ApartmentReviewsResponse = z.infer<typeof apartmentReviewsResponseSchema>;
