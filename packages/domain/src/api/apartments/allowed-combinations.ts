import { z } from 'zod';
import { languageQuerySchema } from './language-query.ts';

/**
 * GET /api/apartments/{id}/allowed-combinations — every adults × children count the apartment takes. Children here
 * are those aged 2 and over; infants (under 2) do not count toward capacity and are limited by `maxInfants` alone.
 */
export const allowedCombinationsQuerySchema = languageQuerySchema;

export const allowedCombinationsResponseSchema = z.object({
  maxCapacity: z.number().int(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  maxInfants: z.number().int(),
  combinations: z.array(z.object({ adults: z.number().int(), children: z.number().int() })),
});
export type AllowedCombinationsResponse = z.infer<typeof allowedCombinationsResponseSchema>;
