import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';

/** A picture for Open Graph and Twitter cards: one file with its own pixel size. */
export type SocialImage = { url: string; width: number; height: number; alt: string; type: string };

/** apps/web/public/social-card.jpg: the Istanbul skyline at 1200 × 630, the size link previews are made for. */
export function defaultSocialImage(alt: string): SocialImage {
  return { url: '/social-card.jpg', width: 1200, height: 630, alt, type: 'image/jpeg' };
}

const VARIANT = /\/(\d+)\.(?:webp|avif)$/;
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The card picture of a catalogue image: its plain `url` (the WebP variant of DEFAULT_IMAGE_WIDTH, or narrower for
 * a small source), with the size of that variant rather than of the source.
 */
export function socialImageOf(image: ResponsiveImage | null | undefined): SocialImage | null {
  if (!image) return null;
  const match = VARIANT.exec(image.url);
  const variantWidth = match ? Number(match[1]) : image.width;
  const width = Math.min(variantWidth, image.width);
  return {
    url: image.url,
    width,
    height: Math.round((image.height * width) / image.width),
    alt: image.alt,
    type: TYPES[image.url.split('.').pop()?.toLowerCase() ?? ''] ?? 'image/webp',
  };
}
