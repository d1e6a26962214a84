import { DEFAULT_TIMELINE_DAYS } from '@konak/domain/api/admin/calendar-timeline';
import { addDays, isIsoDate, istanbulToday } from '@konak/domain/stay-dates';

/** Days the page shows at once: the timeline's default, two months (issue 15 asks for at least 60 on a desktop). */
export const WINDOW_DAYS = DEFAULT_TIMELINE_DAYS;

/** The window's first day: the address's `from` when it is a date, else today in Istanbul. */
export function windowStart(from: string | null): string {
  return from && isIsoDate(from) ? from : istanbulToday();
}

/** The dates of the window, index 0 first. */
export function windowDays(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}
