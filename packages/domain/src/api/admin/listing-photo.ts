import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';

/** Whose photos: an apartment's or a tour's. The URL names it (/api/admin/apartments/… or /api/admin/tours/…). */
export const PHOTO_OWNER_KINDS = ['apartments', 'tours'] as const;
export type PhotoOwnerKind = (typeof PHOTO_OWNER_KINDS)[number];

export const listingPhotosParamsSchema = z.object({ id: z.uuid() });
export type ListingPhotosParams = z.infer<typeof listingPhotosParamsSchema>;

export const listingPhotoParamsSchema = z.object({ id: z.uuid(), photoId: z.uuid() });
export type ListingPhotoParams = z.infer<typeof listingPhotoParamsSchema>;

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
