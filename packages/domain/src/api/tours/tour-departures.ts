import { z } from 'zod';
import { daysBetween, isIsoDate } from '../../stay-dates.ts';
import { MAX_DEPARTURE_RANGE_DAYS } from '../../tours/tour-departures.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';

/**
 * GET /api/tours/{id}/departures?from=YYYY-MM-DD&to=YYYY-MM-DD — the days the tour runs between the two dates
 * (inclusive, at most 62 days) with each start time still ahead and its places left. Days whose departures have
 * all left are not listed; a full departure is listed with 0 places. 404 for an unknown or inactive tour.
 */
export const tourDeparturesQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine(({ from, to }, context) => {
    // zod runs this even when a date failed its own check; those are reported already.
    if (!isIsoDate(from) || !isIsoDate(to)) return;
    const days = daysBetween(from, to);
    if (days < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'error.departures_range_reversed' });
    } else if (days >= MAX_DEPARTURE_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'error.departures_range_too_long' });
    }
  });
export type TourDeparturesQuery = z.infer<typeof tourDeparturesQuerySchema>;

export const tourDeparturesResponseSchema = z.object({
  items: z.array(
    z.object({
      date: z.string(),
      times: z.array(z.object({ startTime: z.string(), placesLeft: z.number().int() })),
    }),
  ),
  total: z.number().int(),
  /** Places on one departure, so a calendar can tell "few left" from "all free". */
  maxPeople: z.number().int(),
});
export type TourDeparturesResponse = z.infer<typeof tourDeparturesResponseSchema>;
