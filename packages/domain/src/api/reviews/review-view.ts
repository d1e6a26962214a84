import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import { REVIEW_RATINGS } from '../../reviews.ts';

export const reviewRatingSchema = z
  .number('error.review_rating_invalid')
  .int('error.review_rating_invalid')
  .min(1, 'error.review_rating_invalid')
  .max(5, 'error.review_rating_invalid');

/** Spec §2 "reviews carousel", issue 6: a review as pages show it, in the language it was written in. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  /** The reviewer's first name; null for a deleted account (pages say "former guest"). */
  reviewerName: z.string().nullable(),
  rating: reviewRatingSchema,
  text: z.string(),
  /** The language the guest wrote in (pages mark it and set the text's `lang`). */
  language: z.enum(SUPPORTED_LANGUAGES),
  /** When it was written, ISO 8601 UTC. */
  createdAt: z.iso.datetime(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** Average (one decimal, null without reviews), count and how many reviews gave each number of stars. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.object(
    Object.fromEntries(REVIEW_RATINGS.map((rating) => [String(rating), z.number().int()])) as Record<
      `${(typeof REVIEW_RATINGS)[number]}`,
      z.ZodNumber
    >,
  ),
});

/** The apartment a review or a reviewable stay belongs to, in the answer's language. */
export const reviewedApartmentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The apartment's slug in the answer's language, for its page. */
  slug: z.string(),
});
export type ReviewedApartment = z.infer<typeof reviewedApartmentSchema>;

/** A review as its author sees it (after writing it, and on /reservations). */
export const ownReviewSchema = publicReviewSchema.extend({
  reservationId: z.uuid(),
  apartment: reviewedApartmentSchema,
  updatedAt: z.iso.datetime(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid() });
