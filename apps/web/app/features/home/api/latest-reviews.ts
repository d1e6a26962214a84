import type { LatestReviewsResponse } from '@konak/domain/api/reviews/latest-reviews';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/** GET /api/reviews/latest: the newest reviews for the home page. Typed, not checked: a public page (decision 063). */
export function latestReviews(options: CallOptions = {}): Promise<LatestReviewsResponse> {
  return apiRequest<LatestReviewsResponse>('/reviews/latest', options);
}
