import type { ListApartmentsResponse } from '@konak/domain/api/apartments/list-apartments';
import type { availabilityParams } from '@konak/domain/catalogue/result-cards';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/**
 * GET /api/apartments/available: one page of the search, its query built by the domain's `availabilityParams`
 * as the server's own search reads it. Typed, not checked: the home and rentals pages carry no zod (decision 063).
 */
export function availableApartments(
  query: ReturnType<typeof availabilityParams>,
  options: CallOptions = {},
): Promise<ListApartmentsResponse> {
  return apiRequest<ListApartmentsResponse>(`/apartments/available?${query}`, options);
}
