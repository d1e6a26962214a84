import { z } from 'zod';
import { languageQuerySchema } from '../apartments/language-query.ts';
import { SITE_IMAGE_CATEGORIES, siteImagesResponseSchema } from './site-image.ts';

/** GET /api/upload/site-images?category&lang — hero pictures, by category then their order. */
export const listSiteImagesQuerySchema = languageQuerySchema.extend({
  category: z.enum(SITE_IMAGE_CATEGORIES).optional(),
});
export type ListSiteImagesQuery = z.infer<typeof listSiteImagesQuerySchema>;
export const listSiteImagesResponseSchema = siteImagesResponseSchema;
