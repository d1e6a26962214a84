import type { ApartmentReviewsResponse } from '@konak/domain/api/reviews/apartment-reviews';
import type { LatestReview } from '@konak/domain/api/reviews/latest-reviews';
import type { PublicReview } from '@konak/domain/api/reviews/review-view';
import { NO_REVIEWS } from './no-reviews';

/** What the catalogue answers for an apartment nobody has reviewed yet. */
export const noReviews: ApartmentReviewsResponse = NO_REVIEWS;

export function publicReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: crypto.randomUUID(),
    reviewerName: 'Olga',
    rating: 5,
    text: 'Прекрасная квартира с видом на море, очень чисто и тихо.',
    language: 'ru',
    createdAt: '2026-10-12T09:30:00.000Z',
    ...overrides,
  };
}

export function latestReview(overrides: Partial<LatestReview> = {}): LatestReview {
  return {
    ...publicReview(),
    apartment: {
      id: '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
      title: 'Moda Sahil Terrace',
      slug: 'moda-sahil-teras',
    },
    ...overrides,
  };
}
