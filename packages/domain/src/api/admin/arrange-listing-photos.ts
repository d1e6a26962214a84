import { z } from 'zod';
import { PHOTO_ALT_MAX_LENGTH } from '../../catalogue/listing-photos.ts';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';

/**
 * PUT /api/admin/{apartments|tours}/{id}/photos/order (admin) — every photo of the listing, each once, in the new
 * order (the first is the cover). A list that is not exactly the listing's photos (one deleted meanwhile, one
 * added by another operator) is refused with 409, so nobody's change is lost silently. Repeating it changes nothing.
 */
export const reorderListingPhotosBodySchema = z.object({
  photoIds: z
    .array(z.uuid())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'error.photo_order_duplicate'),
});
export type ReorderListingPhotosBody = z.infer<typeof reorderListingPhotosBodySchema>;

/**
 * PUT /api/admin/{apartments|tours}/{id}/photos/{photoId}/alt (admin) — the alternative texts of a photo in the four
 * languages; an empty or missing language is removed (the site then falls back to Turkish).
 */
export const setPhotoAltBodySchema = z.object({
  alt: z
    .object(
      Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => [
          language,
          z.string().trim().max(PHOTO_ALT_MAX_LENGTH).optional(),
        ]),
      ) as Record<(typeof SUPPORTED_LANGUAGES)[number], z.ZodOptional<z.ZodString>>,
    )
    .strict(),
});
export type SetPhotoAltBody = z.infer<typeof setPhotoAltBodySchema>;

// POST …/photos/{photoId}/cover (admin) moves a photo first; DELETE …/photos/{photoId} (admin) removes it and its
// files. Both answer the photo list (listingPhotosResponseSchema); neither has a body.
