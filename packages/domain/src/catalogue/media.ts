import { z } from 'zod';

export {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
  imageVariantUrl,
  imageWidthsFor,
  responsiveImage,
} from './image-variants.ts';

export const responsiveImageSchema = z.object({
  /** A WebP variant of DEFAULT_IMAGE_WIDTH (or the source width when smaller). */
  url: z.string(),
  /** Intrinsic size of the source, so pages reserve the space and never shift. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  srcSet: z.object({ avif: z.string(), webp: z.string() }),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;
