import { z } from 'zod';
import { MAX_GUESTS_OF_A_KIND } from '../../guests.ts';
import { isIsoDate, MAX_STAY_NIGHTS, nightsBetween } from '../../stay-dates.ts';
import { childrenAgesSchema, isoDateSchema } from '../fields/stay-fields.ts';
import { languageQuerySchema } from './language-query.ts';
import {
  DEFAULT_APARTMENT_PAGE_SIZE,
  listApartmentsQuerySchema,
  listApartmentsResponseSchema,
} from './list-apartments.ts';

/** `childrenAges=[4,1]`: a JSON list of the children's ages in completed years (0–17). */
const childrenAgesQuerySchema = z
  .string()
  .max(500)
  .transform((text, context) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: 'error.children_ages_invalid' });
      return z.NEVER;
    }
    const ages = childrenAgesSchema.safeParse(parsed);
    if (!ages.success) {
      context.addIssue({ code: 'custom', message: 'error.children_ages_invalid' });
      return z.NEVER;
    }
    return ages.data;
  });

export type SearchDatesIssue = {
  field: 'checkIn' | 'checkOut';
  message:
    | 'error.stay_dates_incomplete'
    | 'error.stay_check_in_in_past'
    | 'error.stay_check_out_not_after_check_in'
    | 'error.stay_longer_than_allowed';
};

/**
 * Whether two search dates can be searched at all (the per-apartment rules, closed nights and minimum stays,
 * filter apartments instead). `today` is the Istanbul date; malformed dates are left to the date fields.
 */
export function searchDatesIssue(
  checkIn: string | undefined,
  checkOut: string | undefined,
  today: string,
): SearchDatesIssue | null {
  if (checkIn === undefined && checkOut === undefined) return null;
  if (checkIn === undefined) return { field: 'checkIn', message: 'error.stay_dates_incomplete' };
  if (checkOut === undefined) return { field: 'checkOut', message: 'error.stay_dates_incomplete' };
  // A malformed date has its own field error already; the pair is judged only between two real dates.
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return null;
  if (checkIn < today) return { field: 'checkIn', message: 'error.stay_check_in_in_past' };
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return { field: 'checkOut', message: 'error.stay_check_out_not_after_check_in' };
  if (nights > MAX_STAY_NIGHTS) return { field: 'checkOut', message: 'error.stay_longer_than_allowed' };
  return null;
}

/**
 * GET /api/apartments/available?checkIn&checkOut&adults&children&childrenAges&page&pageSize&lang — apartments the party fits
 * and, with dates, that are free and bookable for the whole stay (each item then carries `stay`). `today` is
 * injectable so tests can pin the calendar.
 */
export function availableApartmentsQuerySchema(today: () => string) {
  return languageQuerySchema
    .extend({
      checkIn: isoDateSchema.optional(),
      checkOut: isoDateSchema.optional(),
      adults: z.coerce.number().int().min(1).max(MAX_GUESTS_OF_A_KIND).default(1),
      children: z.coerce.number().int().min(0).max(MAX_GUESTS_OF_A_KIND).default(0),
      childrenAges: childrenAgesQuerySchema.optional(),
      page: listApartmentsQuerySchema.shape.page,
      pageSize: listApartmentsQuerySchema.shape.pageSize,
    })
    .superRefine((query, context) => {
      const ages = query.childrenAges ?? [];
      if (ages.length !== query.children) {
        context.addIssue({ code: 'custom', path: ['childrenAges'], message: 'error.children_ages_mismatch' });
      }
      const issue = searchDatesIssue(query.checkIn, query.checkOut, today());
      if (issue) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    });
}
export type AvailableApartmentsQuery = z.infer<ReturnType<typeof availableApartmentsQuerySchema>>;

/** One page of the results; `total` counts every available apartment. */
export const availableApartmentsResponseSchema = listApartmentsResponseSchema;

export type ResultsPage = { page: number; pageSize: number };
export const FIRST_RESULTS_PAGE: ResultsPage = { page: 1, pageSize: DEFAULT_APARTMENT_PAGE_SIZE };
