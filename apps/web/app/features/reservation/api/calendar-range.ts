import type { CalendarRangeQuery, CalendarRangeResponse } from '@konak/domain/api/pricing-calendar/range';
import { apiRequest, type CallOptions } from '../../../lib/api-client';

/**
 * GET /api/pricing-calendar/range: the apartment's days from start to end (both included), which can be booked and
 * each day's minimum stay. Typed, not checked: the reservation page is a guest's page (decision 063).
 */
export function calendarRange(
  query: CalendarRangeQuery,
  options: CallOptions = {},
): Promise<CalendarRangeResponse> {
  return apiRequest<CalendarRangeResponse>(`/pricing-calendar/range?${new URLSearchParams(query)}`, options);
}
