import type { ResponsiveImage } from '@konak/domain/catalogue/image-variants';
import { preload } from 'react-dom';

type ResponsivePictureProps = {
  image: ResponsiveImage;
  /** The `sizes` attribute: how wide the picture is drawn, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  /** The page's LCP picture: loaded eagerly with high priority. Others load lazily. */
  priority?: boolean;
  /** Overrides the image's own alt text (e.g. "" for a decorative repeat). */
  alt?: string;
};

/** AVIF with a WebP fallback, sized by the browser from srcset; width and height reserve the space. */
export function ResponsivePicture({
  image,
  sizes,
  className,
  priority = false,
  alt,
}: ResponsivePictureProps) {
  if (priority) {
    // Named in the <head>, ahead of the scripts: the browser asks for the LCP picture before the page's modules
    // take the connections, and picks the same AVIF candidate as the <source> below (same srcset and sizes).
    preload(image.srcSet.avif.split(' ')[0] ?? image.url, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: image.srcSet.avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.url}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
