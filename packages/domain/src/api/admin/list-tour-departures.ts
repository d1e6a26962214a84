import { z } from 'zod';
import { daysBetween, isIsoDate } from '../../stay-dates.ts';
import { MAX_DEPARTURE_RANGE_DAYS } from '../../tours/tour-departures.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { adminPageQuerySchema, adminPageSchema } from './admin-page.ts';

/**
 * GET /api/admin/tours/departures (admin, staff) — every tour × day it runs (or has bookings on) in [from, to]
 * (Istanbul days, inclusive, at most 62; from defaults to today, to to from + 13), earliest first, paged; `tourId`
 * narrows it to one tour. Each row counts the people booked (pending and confirmed) against the day's places.
 */
export const listTourDeparturesQuerySchema = adminPageQuerySchema
  .extend({
    tourId: z.uuid().optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine(({ from, to }, context) => {
    if (!from || !to || !isIsoDate(from) || !isIsoDate(to)) return;
    const days = daysBetween(from, to);
    if (days < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'error.departures_range_reversed' });
    } else if (days >= MAX_DEPARTURE_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'error.departures_range_too_long' });
    }
  });
export type ListTourDeparturesQuery = z.infer<typeof listTourDeparturesQuerySchema>;
/** What a caller may send: paging has defaults. */
export type ListTourDeparturesParams = z.input<typeof listTourDeparturesQuerySchema>;

/** One start time of a tour day: people booked on it and its places (the tour's maxPeople). */
export const departureTimeLoadSchema = z.object({
  startTime: z.string(),
  bookedPeople: z.number().int(),
  places: z.number().int(),
});

export const tourDepartureDaySchema = z.object({
  tourId: z.uuid(),
  tourName: z.string(),
  date: z.string(),
  times: z.array(departureTimeLoadSchema),
  /** The day's totals over its start times. */
  bookedPeople: z.number().int(),
  places: z.number().int(),
  bookings: z.number().int(),
  /** Closed for new bookings by an operator (decision 078). */
  closed: z.boolean(),
});
export type TourDepartureDay = z.infer<typeof tourDepartureDaySchema>;

export const listTourDeparturesResponseSchema = adminPageSchema(tourDepartureDaySchema).extend({
  from: z.string(),
  to: z.string(),
  /** Every tour, for the filter. */
  tours: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type ListTourDeparturesResponse = z.infer<typeof listTourDeparturesResponseSchema>;
