import { z } from 'zod';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { calendarDaySchema } from './calendar-day.ts';

/** GET /api/pricing-calendar/single?apartmentId&date — one day of an apartment's calendar. */
export const calendarSingleQuerySchema = z.object({
  apartmentId: z.uuid(),
  date: isoDateSchema,
});
export type CalendarSingleQuery = z.infer<typeof calendarSingleQuerySchema>;

export const calendarSingleResponseSchema = calendarDaySchema;
