import type { OwnReview } from '@konak/domain/api/reviews/review-view';
import type { CreateReviewBody } from '@konak/domain/api/reviews/write-review';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** POST /api/reviews: the member's review of a finished stay; answers with the published review. */
export function writeReview(review: CreateReviewBody, options: CallOptions = {}): Promise<OwnReview> {
  return checkedAnswer(
    apiRequest<unknown>('/reviews', { ...options, method: 'POST', body: review }),
    import('@konak/domain/api/reviews/write-review').then((module) => module.reviewResponseSchema),
  );
}
