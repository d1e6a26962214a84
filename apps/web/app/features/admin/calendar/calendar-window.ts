import { addDays, isIsoDate, istanbulToday } from '@konak/domain/stay-dates';

/**
 * Days the page shows at once: two months, the timeline call's default (issue 15 asks for at least 60 on a
 * desktop). Not imported from the call's schema file: that would put zod in the page's first chunk, which loads
 * the schemas lazily to check answers.
 */
export const WINDOW_DAYS = 60;

/** The window's first day: the address's `from` when it is a date, else today in Istanbul. */
export function windowStart(from: string | null): string {
  return from && isIsoDate(from) ? from : istanbulToday();
}

/** The dates of the window, index 0 first. */
export function windowDays(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}
