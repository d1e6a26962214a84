// The naming rule of picture variants, free of zod so that browser code can rebuild a picture from its stored base
// path (decision 060: result cards send the base path, not the URL of every variant).

/**
 * Every picture the site shows is served by the site itself in responsive AVIF and WebP variants.
 * The database stores a base path such as `/media/apartments/cihangir-terrace/living`; its variants live at
 * `<base>/<width>.avif` and `<base>/<width>.webp` for each width of IMAGE_WIDTHS up to the source width.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
const SMALLEST_IMAGE_WIDTH: ImageWidth = 320;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Width of the plain `url` a client may use without srcset (e.g. Open Graph, a card without <picture>). */
export const DEFAULT_IMAGE_WIDTH = 960;

/** A picture as the API sends it (api/fields/responsive-image.ts is its schema). */
export type ResponsiveImage = {
  /** A WebP variant of DEFAULT_IMAGE_WIDTH (or the source width when smaller). */
  url: string;
  /** Intrinsic size of the source, so pages reserve the space and never shift. */
  width: number;
  height: number;
  alt: string;
  srcSet: { avif: string; webp: string };
};

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

/** A picture by its stored base path: what `responsiveImage` turns back into every variant. */
export type StoredImage = { path: string; width: number; height: number; alt: string };

export function responsiveImageOf({ path, width, height, alt }: StoredImage): ResponsiveImage {
  return responsiveImage(path, { width, height }, alt);
}

/**
 * The stored form of a picture that follows the naming rule (every picture the catalogue serves), or null for one
 * that does not, which then has to travel whole.
 */
export function storedImageOf(image: ResponsiveImage): StoredImage | null {
  const path = image.url.replace(/\/\d+\.webp$/, '');
  const stored = { path, width: image.width, height: image.height, alt: image.alt };
  const rebuilt = responsiveImageOf(stored);
  const same =
    rebuilt.url === image.url &&
    rebuilt.srcSet.avif === image.srcSet.avif &&
    rebuilt.srcSet.webp === image.srcSet.webp;
  return same ? stored : null;
}

/** A picture as small as it can travel: its stored form when it follows the naming rule, else whole. */
export type CompactImage = StoredImage | ResponsiveImage;

export function compactImage(image: ResponsiveImage): CompactImage {
  return storedImageOf(image) ?? image;
}

export function expandImage(image: CompactImage): ResponsiveImage {
  return 'srcSet' in image ? image : responsiveImageOf(image);
}
