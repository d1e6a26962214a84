import type { Language } from '@konak/domain/languages';
import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/reviews/member-reviews').then((module) => module.myReviewsResponseSchema);

/** GET /api/reviews/mine: the reviews the member wrote. */
export function myReviews(options: CallOptions & { language: Language }) {
  return checkedRequest(answerSchema, `/reviews/mine?lang=${options.language}`, options);
}
