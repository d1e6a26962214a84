import { z } from 'zod';

/**
 * Every picture the site shows is served by the site itself in responsive AVIF and WebP variants.
 * The database stores a base path such as `/media/apartments/cihangir-terrace/living`; its variants live at
 * `<base>/<width>.avif` and `<base>/<width>.webp` for each width of IMAGE_WIDTHS up to the source width.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
const SMALLEST_IMAGE_WIDTH: ImageWidth = 320;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Width of the plain `url` a client may use without srcset (e.g. Open Graph, a card without <picture>). */
export const DEFAULT_IMAGE_WIDTH = 960;

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

export function imageWidthsFor(sourceWidth: number): ImageWidth[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [SMALLEST_IMAGE_WIDTH];
}

export function imageVariantUrl(basePath: string, width: number, format: ImageFormat): string {
  return `${basePath}/${width}.${format}`;
}

/** Builds the API shape of an image from its stored base path, intrinsic size and alt text. */
export function responsiveImage(
  basePath: string,
  size: { width: number; height: number },
  alt: string,
): ResponsiveImage {
  const widths = imageWidthsFor(size.width);
  const srcSet = (format: ImageFormat) =>
    widths.map((width) => `${imageVariantUrl(basePath, width, format)} ${width}w`).join(', ');
  const defaultWidth = widths.filter((width) => width <= DEFAULT_IMAGE_WIDTH).at(-1) ?? SMALLEST_IMAGE_WIDTH;
  return {
    url: imageVariantUrl(basePath, defaultWidth, 'webp'),
    width: size.width,
    height: size.height,
    alt,
    srcSet: { avif: srcSet('avif'), webp: srcSet('webp') },
  };
}
