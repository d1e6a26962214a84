import type { CalendarTimelineParams } from '@konak/domain/api/admin/calendar-timeline';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/calendar-timeline').then((module) => module.calendarTimelineResponseSchema);

/**
 * GET /api/admin/calendar: every apartment with its days (price, discount, minimum stay, closed) and its bookings
 * from `from` on, `days` days (at most 120; 60 unless told) (admin, staff).
 */
export function getCalendarTimeline(params: CalendarTimelineParams, options: CallOptions = {}) {
  const query = new URLSearchParams({ from: params.from });
  if (params.days !== undefined) query.set('days', String(params.days));
  return checkedRequest(answerSchema, `/admin/calendar?${query}`, options);
}
