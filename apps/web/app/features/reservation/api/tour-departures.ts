import type { TourDeparturesQuery, TourDeparturesResponse } from '@konak/domain/api/tours/tour-departures';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/**
 * GET /api/tours/{id}/departures: the days the tour runs between two dates with each start time's places left.
 * Typed, not checked: the reservation page is a guest's page (decision 063).
 */
export function tourDepartures(
  tourId: string,
  query: TourDeparturesQuery,
  options: CallOptions = {},
): Promise<TourDeparturesResponse> {
  return apiRequest<TourDeparturesResponse>(
    `/tours/${encodeURIComponent(tourId)}/departures?${new URLSearchParams(query)}`,
    options,
  );
}
