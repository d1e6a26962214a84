import type { Language } from '@konak/domain/languages';
import { formatStayDate } from '../../lib/format';

// 1 June 2026 is a Monday: ISO weekday n falls on June n.
const weekdayName = (weekday: number, language: Language) =>
  formatStayDate(`2026-06-0${weekday}`, language, { weekday: 'short' });

/** The days a tour runs in the page language ("Tue, Wed, Thu, …"), or null when it runs every day. */
export function tourWeekdays(weekdays: readonly number[], language: Language): string | null {
  if (weekdays.length >= 7) return null;
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((weekday) => weekdayName(weekday, language))
    .join(', ');
}
