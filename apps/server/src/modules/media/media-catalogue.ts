import { IMAGE_FORMATS, type ImageFormat, imageWidthsFor } from '@konak/domain/catalogue/image-variants';
import type { PictureCatalogue, SceneRenderer } from './picture-catalogue.ts';

/** One encoded file the media route can answer: a drawn picture at one width in one format. */
export type MediaVariant = {
  /** `<kind>/<key>/<name>`, made only of checked segments, so it is safe as a relative file path. */
  picture: string;
  width: number;
  format: ImageFormat;
  render: SceneRenderer;
  /** The catalogue's drawing version, part of the cache path and ETag. */
  version: number;
};

const VARIANT_PATTERN =
  /^(apartments|tours|site)\/([a-z0-9-]{1,80})\/([a-z0-9-]{1,80})\/([0-9]{3,4})\.([a-z]{3,4})$/;

const isFormat = (value: string): value is ImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(value);

/**
 * Parses `<kind>/<key>/<name>/<width>.<format>` (the part after /media/). Anything else — an unknown listing or
 * room, a width not offered for the source, another format, dots or encoded slashes — gives undefined (a 404).
 */
export function parseVariantPath(pictures: PictureCatalogue, relativePath: string): MediaVariant | undefined {
  const match = VARIANT_PATTERN.exec(relativePath);
  if (!match) return undefined;
  const [, kind = '', key = '', name = '', widthText = '', format = ''] = match;
  const width = Number(widthText);
  if (!isFormat(format) || !imageWidthsFor(pictures.sourceWidth).some((offered) => offered === width)) {
    return undefined;
  }
  const render = pictures.find(kind, key, name);
  return render
    ? { picture: `${kind}/${key}/${name}`, width, format, render, version: pictures.version }
    : undefined;
}

/** Same as parseVariantPath for a stored base path (`/media/<kind>/<key>/<name>`) plus width and format. */
export function variantOfBasePath(
  pictures: PictureCatalogue,
  basePath: string,
  width: number,
  format: ImageFormat,
): MediaVariant | undefined {
  const prefix = '/media/';
  return basePath.startsWith(prefix)
    ? parseVariantPath(pictures, `${basePath.slice(prefix.length)}/${width}.${format}`)
    : undefined;
}
