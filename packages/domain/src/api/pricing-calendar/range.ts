import { z } from 'zod';
import { daysBetween } from '../../stay-dates.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { calendarDaySchema } from './calendar-day.ts';

/** Longest calendar one call answers, in days (both ends included): a year plus a margin for month views. */
export const MAX_CALENDAR_DAYS = 400;

/** GET /api/pricing-calendar/range?apartmentId&startDate&endDate — every day from start to end, both included. */
export const calendarRangeQuerySchema = z
  .object({
    apartmentId: z.uuid(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
  })
  .superRefine(({ startDate, endDate }, context) => checkCalendarRange(startDate, endDate, context));
export type CalendarRangeQuery = z.infer<typeof calendarRangeQuerySchema>;

export const calendarRangeResponseSchema = z.object({
  items: z.array(calendarDaySchema),
  total: z.number().int(),
});
export type CalendarRangeResponse = z.infer<typeof calendarRangeResponseSchema>;

/** Whole days from one date to another, or null when either is not a real date. */
function safeDaysBetween(from: string, to: string): number | null {
  try {
    return daysBetween(from, to);
  } catch {
    return null;
  }
}

/**
 * Reports a range that ends before it starts or spans more than MAX_CALENDAR_DAYS on its end field. The date fields
 * report their own errors; the range is only judged between two real dates.
 */
export function checkCalendarRange(
  startDate: string,
  endDate: string,
  context: z.RefinementCtx,
  endField = 'endDate',
): void {
  const span = safeDaysBetween(startDate, endDate);
  if (span === null) return;
  if (span < 0) {
    context.addIssue({ code: 'custom', path: [endField], message: 'error.calendar_range_reversed' });
  } else if (span + 1 > MAX_CALENDAR_DAYS) {
    context.addIssue({ code: 'custom', path: [endField], message: 'error.calendar_range_too_long' });
  }
}
