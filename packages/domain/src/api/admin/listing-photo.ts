import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import { SITE_IMAGE_CATEGORIES } from '../site-images/site-image.ts';

/**
 * Whose photos: an apartment's, a tour's, or the site's hero pictures of one category (decision 092). The URL names
 * it (/api/admin/apartments/{id}/…, /api/admin/tours/{id}/…, /api/admin/site-images/{category}/…).
 */
export const PHOTO_OWNER_KINDS = ['apartments', 'tours', 'site-images'] as const;
export type PhotoOwnerKind = (typeof PHOTO_OWNER_KINDS)[number];

export const listingPhotosParamsSchema = z.object({ id: z.uuid() });
export type ListingPhotosParams = z.infer<typeof listingPhotosParamsSchema>;

export const listingPhotoParamsSchema = z.object({ id: z.uuid(), photoId: z.uuid() });
export type ListingPhotoParams = z.infer<typeof listingPhotoParamsSchema>;

/** The site's hero pictures are owned by their category, which stands where a listing's id stands. */
export const sitePhotosParamsSchema = z.object({ id: z.enum(SITE_IMAGE_CATEGORIES) });
export const sitePhotoParamsSchema = sitePhotosParamsSchema.extend({ photoId: z.uuid() });

const altTextsSchema = z.object(
  Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, z.string()])) as Record<
    (typeof SUPPORTED_LANGUAGES)[number],
    z.ZodString
  >,
);

/** One photo as the back office sees it: every alt text (empty when missing), its size and where it is served. */
export const listingPhotoSchema = z.object({
  id: z.uuid(),
  /** Base path of the variants (`<base>/<width>.<avif|webp>`), as the public answers build them. */
  path: z.string(),
  /** A WebP variant to show in the back office grid. */
  previewUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: altTextsSchema,
  /** The first photo is the cover the site shows on cards and first on the page. */
  isCover: z.boolean(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/**
 * The photos of an apartment or a tour in the order the site shows them, the cover first: the answer of reorder,
 * cover, alt and delete, so the page shows the new state. GET /api/admin/{apartments|tours}/{id}/photos (admin)
 * answers it with the listing's title (listingPhotosPageSchema).
 */
export const listingPhotosResponseSchema = z.object({
  items: z.array(listingPhotoSchema),
  total: z.number().int(),
});
export type ListingPhotosResponse = z.infer<typeof listingPhotosResponseSchema>;

/** The list call's answer: the photos and the listing's title in the request language (Turkish when missing). */
export const listingPhotosPageSchema = listingPhotosResponseSchema.extend({ title: z.string() });
export type ListingPhotosPage = z.infer<typeof listingPhotosPageSchema>;
