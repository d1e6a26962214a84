import type { MyReviewsResponse } from '@konak/domain/api/reviews/member-reviews';
import type { Language } from '@konak/domain/languages';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** GET /api/reviews/mine: the reviews the member wrote. */
export function myReviews(options: CallOptions & { language: Language }): Promise<MyReviewsResponse> {
  return checkedAnswer(
    apiRequest<unknown>(`/reviews/mine?${new URLSearchParams({ lang: options.language })}`, options),
    import('@konak/domain/api/reviews/member-reviews').then((module) => module.myReviewsResponseSchema),
  );
}
