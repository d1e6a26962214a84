import { z } from 'zod';
import { apartmentListResponseSchema } from './apartment.ts';
import { languageQuerySchema } from './language-query.ts';

export const MAX_SEARCH_QUERY_LENGTH = 100;

/**
 * GET /api/apartments/search?query&lang — titles, districts and neighbourhoods in every language, ignoring case and
 * accents the Turkish way ("kadikoy" finds Kadıköy, "ISTANBUL" finds İstanbul); best matches first.
 */
export const searchApartmentsQuerySchema = languageQuerySchema.extend({
  query: z.string().trim().min(1).max(MAX_SEARCH_QUERY_LENGTH),
});
export type SearchApartmentsQuery = z.infer<typeof searchApartmentsQuerySchema>;
export const searchApartmentsResponseSchema = apartmentListResponseSchema;
