import { z } from 'zod';
import { RESERVATION_STATUSES } from '../../reservations/reservation-states.ts';
import { addDays, isIsoDate } from '../../stay-dates.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';

/** Most days one timeline answer covers: two months on a desktop with room to scroll (decision 080). */
export const MAX_TIMELINE_DAYS = 120;
/** Days shown when the page does not say: at least 60, as issue 15 asks of a desktop. */
export const DEFAULT_TIMELINE_DAYS = 60;

/** The window's last day, or null when it would fall after year 9999 (no date field can hold it). */
function lastDay(from: string, days: number): string | null {
  try {
    return addDays(from, days - 1);
  } catch {
    return null;
  }
}

/**
 * GET /api/admin/calendar?from=YYYY-MM-DD&days=N (admin, staff) — the back office's timeline: every apartment,
 * published or not, with each day from `from` (N days, the last one included) and the bookings holding nights there.
 */
export const calendarTimelineQuerySchema = z
  .object({
    from: isoDateSchema,
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_TIMELINE_DAYS, 'error.calendar_timeline_too_long')
      .default(DEFAULT_TIMELINE_DAYS),
  })
  .superRefine(({ from, days }, context) => {
    if (isIsoDate(from) && lastDay(from, days) === null) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'error.calendar_timeline_beyond_dates' });
    }
  });
export type CalendarTimelineQuery = z.infer<typeof calendarTimelineQuerySchema>;
/** What a caller may send: `days` has a default. */
export type CalendarTimelineParams = z.input<typeof calendarTimelineQuerySchema>;

/** A booking as a bar on an apartment's row: a reservation that is not cancelled and holds a night in the window. */
export const calendarBookingSchema = z.object({
  reservationId: z.string(),
  reservationNumber: z.string(),
  guestName: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  /** Half-open stay: the check-out day is free for the next guest. */
  checkIn: z.string(),
  checkOut: z.string(),
  /** The stay began before the window: the bar is cut at its start. */
  clippedStart: z.boolean(),
  /** The stay goes on after the window: the bar is cut at its end. */
  clippedEnd: z.boolean(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

/**
 * One apartment's row. Its days travel as columns (one array per value, index 0 is `from`), not as one object per
 * day: a hundred apartments over 120 days are 12,000 days, and objects made the answer several times slower to
 * check, serialise and read (decision 080). A day without its own row costs the base price, needs one night and is
 * open, as on the public site.
 */
export const calendarApartmentRowSchema = z.object({
  id: z.string(),
  apartmentNumber: z.number().int(),
  /** In the operator's language, else Turkish, else `#number`. */
  title: z.string(),
  /** Listed on the public site. */
  isActive: z.boolean(),
  /** Euro: what a day without its own price costs. */
  basePrice: z.number(),
  /** Euro, what a guest pays for each night. */
  prices: z.array(z.number()),
  /** Euro, the struck-through price of a discounted night, else null. */
  originalPrices: z.array(z.number().nullable()),
  /** The fewest nights of a stay starting on each day. */
  minStayNights: z.array(z.number().int()),
  /** Nobody can book the day. */
  closed: z.array(z.boolean()),
  bookings: z.array(calendarBookingSchema),
});
export type CalendarApartmentRow = z.infer<typeof calendarApartmentRowSchema>;

export const calendarTimelineResponseSchema = z.object({
  from: z.string(),
  /** The window's last day, included. */
  to: z.string(),
  days: z.number().int(),
  /** By apartment number. */
  items: z.array(calendarApartmentRowSchema),
  total: z.number().int(),
});
export type CalendarTimelineResponse = z.infer<typeof calendarTimelineResponseSchema>;
