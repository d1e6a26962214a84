import { type ResponsiveImage, responsiveImage } from '@konak/domain/catalogue/image-variants';
import type { Language } from '@konak/domain/languages';
import type { LocalizedText } from '../../db/schema/shared-columns.ts';

/**
 * Size assumed for a picture stored without its dimensions (rows added by hand): the common 4:3 of phone and
 * camera photos at the largest width we serve. Pages still reserve space, at worst in a slightly wrong shape.
 */
const ASSUMED_SIZE = { width: 1600, height: 1200 } as const;

export type StoredImage = {
  url: string;
  width: number | null;
  height: number | null;
  alt: LocalizedText;
};

/** The API shape of a stored image; the alt text falls back to Turkish, then to the listing's title. */
export function toResponsiveImage(
  image: StoredImage,
  language: Language,
  fallbackAlt: string,
): ResponsiveImage {
  const size = image.width && image.height ? { width: image.width, height: image.height } : ASSUMED_SIZE;
  const alt = image.alt[language] || image.alt.tr || fallbackAlt;
  return responsiveImage(image.url, size, alt);
}
