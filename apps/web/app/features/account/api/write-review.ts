import type { CreateReviewBody } from '@konak/domain/api/reviews/write-review';
import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/reviews/write-review').then((module) => module.reviewResponseSchema);

/** POST /api/reviews: the member's review of a finished stay; answers with the published review. */
export function writeReview(review: CreateReviewBody, options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/reviews', { ...options, method: 'POST', body: review });
}
