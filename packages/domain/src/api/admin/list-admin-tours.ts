import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';

/** GET /api/admin/tours (admin): every tour, published or not, by tour number. */
export const adminTourListItemSchema = z.object({
  id: z.uuid(),
  tourNumber: z.number().int(),
  /** In the request language, else Turkish. */
  title: z.string(),
  isPublished: z.boolean(),
  missingLanguages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  /** Euro per person. */
  price: z.number(),
  maxPeople: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type AdminTourListItem = z.infer<typeof adminTourListItemSchema>;

export const adminTourListResponseSchema = z.object({
  items: z.array(adminTourListItemSchema),
  total: z.number().int(),
});
