import { z } from 'zod';
import { childrenAgeGroupsSchema, isoDateSchema } from '../fields/stay-fields.ts';
import { stayPriceSchema } from './stay-price.ts';

const guestCount = z.number().int().min(0).max(50);

/**
 * POST /api/pricing-calendar/calculate-price. Guests are optional (the quick view prices dates alone); when
 * adults or children are given, the party must fit the apartment.
 */
export const calculatePriceBodySchema = z.object({
  apartmentId: z.uuid(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  adults: guestCount.optional(),
  children: guestCount.optional(),
  childrenAgeGroups: childrenAgeGroupsSchema.optional(),
});
export type CalculatePriceBody = z.infer<typeof calculatePriceBodySchema>;

export const calculatePriceResponseSchema = stayPriceSchema;
