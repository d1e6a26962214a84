import type { ApartmentReviewsResponse } from '@konak/domain/api/reviews/apartment-reviews';
import type { Language } from '@konak/domain/languages';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/apartments/{id}/reviews?page&lang: one page of the apartment's published reviews. Sent without a token
 * (the same for everyone); typed, not checked: the apartment page carries no zod (decision 063).
 */
export function apartmentReviews(
  apartmentId: string,
  page: number,
  language: Language,
): Promise<ApartmentReviewsResponse> {
  const query = new URLSearchParams({ page: String(page), lang: language });
  return apiRequest<ApartmentReviewsResponse>(
    `/apartments/${encodeURIComponent(apartmentId)}/reviews?${query}`,
    {
      token: null,
    },
  );
}
