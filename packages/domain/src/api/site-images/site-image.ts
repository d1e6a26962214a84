import { z } from 'zod';
import { responsiveImageSchema } from '../fields/responsive-image.ts';

export const SITE_IMAGE_CATEGORIES = ['hero', 'hero-rentals', 'hero-apartments', 'hero-tours'] as const;
export type SiteImageCategory = (typeof SITE_IMAGE_CATEGORIES)[number];

/** Spec §3 "Site image": category and url, plus the responsive variants. */
export const siteImageSchema = responsiveImageSchema.extend({ category: z.enum(SITE_IMAGE_CATEGORIES) });
export type SiteImage = z.infer<typeof siteImageSchema>;

export const siteImagesResponseSchema = z.object({
  items: z.array(siteImageSchema),
  total: z.number().int(),
});
