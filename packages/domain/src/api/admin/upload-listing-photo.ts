import type { z } from 'zod';
import { listingPhotoSchema } from './listing-photo.ts';

/**
 * POST /api/admin/{apartments|tours}/{id}/photos (admin) — one photo per request, the file itself as the body (raw
 * bytes, like the receipt upload; no multipart). JPEG, PNG, WebP or AVIF/HEIF by content, ≤ 20 MB, ≤ 50 megapixels;
 * it goes last. The same bytes sent again for the same listing (a retry, a double drop) answer the photo already
 * there (200) instead of adding a second one; a new photo answers 201.
 * 400 not a readable photo (HEIC from an iPhone: convert to JPEG), 404 no such listing, 413 too large.
 */
export const UPLOAD_PHOTO_BODY_TYPES = [
  'application/octet-stream',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;

export const uploadListingPhotoResponseSchema = listingPhotoSchema;
export type UploadListingPhotoResponse = z.infer<typeof uploadListingPhotoResponseSchema>;
