import type { ChangeCalendarBody } from '@konak/domain/api/admin/change-calendar';
import { type CallOptions, checkedRequest } from '../../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/admin/change-calendar').then((module) => module.changeCalendarResponseSchema);

/**
 * POST /api/admin/calendar/changes: one change (price, discount, minimum stay, close, open) to a range of days of one
 * or several apartments (admin only). `key` is the Idempotency-Key made when the change dialog opened, so a double
 * click or a retry after a lost answer applies it once.
 */
export function changeCalendar(body: ChangeCalendarBody, key: string, options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/admin/calendar/changes', {
    ...options,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}
