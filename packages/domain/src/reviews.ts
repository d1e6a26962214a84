import { hasCheckedOut } from './reservations/reservation-lifecycle.ts';
import type { ReservationStatus } from './reservations/reservation-states.ts';

/** Stars a review gives, 1 (poor) to 5 (excellent). */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** A review says something (a sentence, not a word) and stays readable in a list. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

/** Reviews per page of an apartment's list. */
export const REVIEWS_PAGE_SIZE = 5;
/** The home carousel shows this many of the latest good reviews; "good" is this many stars or more. */
export const LATEST_REVIEWS_COUNT = 8;
export const GOOD_REVIEW_MIN_RATING = 4;

/** How many reviews gave each number of stars, keyed "1" to "5". */
export type RatingDistribution = Record<`${ReviewRating}`, number>;

export type RatingSummary = {
  /** Mean of the ratings rounded to one decimal; null without reviews. */
  average: number | null;
  count: number;
  distribution: RatingDistribution;
};

export function emptyDistribution(): RatingDistribution {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

/**
 * Average, count and distribution from the number of reviews per star (what one grouped query answers).
 * Counts for values outside 1–5 are ignored: the database refuses such ratings, and a summary never shows them.
 */
export function ratingSummary(countsByRating: Iterable<{ rating: number; count: number }>): RatingSummary {
  const distribution = emptyDistribution();
  let count = 0;
  let sum = 0;
  for (const { rating, count: reviews } of countsByRating) {
    if (!REVIEW_RATINGS.includes(rating as ReviewRating) || !Number.isInteger(reviews) || reviews <= 0)
      continue;
    distribution[`${rating as ReviewRating}`] += reviews;
    count += reviews;
    sum += rating * reviews;
  }
  return { average: count === 0 ? null : Math.round((sum / count) * 10) / 10, count, distribution };
}

/**
 * Whether a stay may be reviewed (decision 043): it happened, i.e. the job marked it completed, or it was
 * confirmed and its check-out time has passed (the job runs every few minutes and may not have got to it yet).
 * Pending stays nobody confirmed and cancelled ones did not happen.
 */
export function isReviewableStay(
  stay: { status: ReservationStatus; checkOut: string; checkOutTime?: string | undefined },
  now: Date,
): boolean {
  if (stay.status === 'completed') return true;
  return stay.status === 'confirmed' && hasCheckedOut(stay.checkOut, now, stay.checkOutTime);
}
