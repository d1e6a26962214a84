import { z } from 'zod';
import { AMENITY_CATEGORIES } from '../../catalogue/apartment-rules.ts';

/** GET /api/admin/apartments/amenities (admin): the shared amenity list an apartment picks from, in catalogue order. */
export const amenityChoicesResponseSchema = z.object({
  items: z.array(
    z.object({
      key: z.string(),
      category: z.enum(AMENITY_CATEGORIES),
      /** In the request language, else Turkish. */
      name: z.string(),
    }),
  ),
});
export type AmenityChoices = z.infer<typeof amenityChoicesResponseSchema>;
