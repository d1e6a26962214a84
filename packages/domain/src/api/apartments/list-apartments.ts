import { z } from 'zod';
import { apartmentListResponseSchema } from './apartment.ts';
import { languageQuerySchema } from './language-query.ts';

export const DEFAULT_APARTMENT_PAGE_SIZE = 24;
export const MAX_APARTMENT_PAGE_SIZE = 100;

/** GET /api/apartments?page&pageSize&lang — active apartments by apartment number. */
export const listApartmentsQuerySchema = languageQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_APARTMENT_PAGE_SIZE).default(DEFAULT_APARTMENT_PAGE_SIZE),
});
export type ListApartmentsQuery = z.infer<typeof listApartmentsQuerySchema>;

export const listApartmentsResponseSchema = apartmentListResponseSchema.extend({
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListApartmentsResponse = z.infer<typeof listApartmentsResponseSchema>;
