import { z } from 'zod';

/** A day of an apartment's availability and price calendar, as the pricing-calendar calls answer it. */
export const calendarDaySchema = z.object({
  date: z.string(),
  /** Euro. */
  price: z.number(),
  originalPrice: z.number().nullable(),
  minStayNights: z.number().int(),
  isClosed: z.boolean(),
  /** A reservation (not cancelled) covers this night. */
  isBooked: z.boolean(),
  /** The night can be booked: not closed, not booked, not in the past. */
  available: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;
