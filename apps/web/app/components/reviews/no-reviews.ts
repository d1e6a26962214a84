import type { ApartmentReviewsResponse } from '@konak/domain/api/reviews/apartment-reviews';
import { REVIEWS_PAGE_SIZE } from '@konak/domain/reviews';

/** The first reviews page of an apartment nobody has reviewed (or one no longer in the catalogue). */
export const NO_REVIEWS: ApartmentReviewsResponse = {
  average: null,
  count: 0,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  items: [],
  total: 0,
  page: 1,
  pageSize: REVIEWS_PAGE_SIZE,
};
