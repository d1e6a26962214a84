import type { TourListResponse } from '@konak/domain/api/tours/tour';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/** GET /api/tours: every active tour, in the call's language. Typed, not checked: a public page's call (decision 063). */
export function listTours(options: CallOptions = {}): Promise<TourListResponse> {
  return apiRequest<TourListResponse>('/tours', options);
}
