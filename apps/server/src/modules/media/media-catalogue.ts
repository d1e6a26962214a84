import { IMAGE_FORMATS, type ImageFormat, imageWidthsFor } from '@konak/domain/catalogue/image-variants';
import { type ApartmentRoomType, apartmentRoomTypes } from '../../db/schema/apartment-images.ts';
import { demoApartments } from '../../db/seed/demo-catalogue.ts';
import {
  DEMO_IMAGE_SIZE,
  demoApartmentRooms,
  demoSitePictures,
  demoTourScenes,
} from '../../db/seed/demo-images.ts';
import {
  apartmentRoomScene,
  isSitePictureName,
  isTourSceneName,
  type SceneRenderer,
  sitePicture,
  tourScene,
} from './scene-registry.ts';

/** One encoded file the media route can answer: a drawn picture at one width in one format. */
export type MediaVariant = {
  /** `<kind>/<key>/<name>`, made only of checked segments, so it is safe as a relative file path. */
  picture: string;
  width: number;
  format: ImageFormat;
  render: SceneRenderer;
};

const VARIANT_PATTERN =
  /^(apartments|tours|site)\/([a-z0-9-]{1,80})\/([a-z0-9-]{1,80})\/([0-9]{3,4})\.([a-z]{3,4})$/;

const apartmentRooms = new Map<string, ReadonlySet<ApartmentRoomType>>(
  demoApartments.map((apartment) => [apartment.key, new Set(demoApartmentRooms(apartment))]),
);
const sitePictures = new Set(demoSitePictures.map(({ category, name }) => `${category}/${name}`));

const isRoomType = (value: string): value is ApartmentRoomType =>
  (apartmentRoomTypes as readonly string[]).includes(value);
const isFormat = (value: string): value is ImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(value);

/** The drawing behind a base path's `<kind>/<key>/<name>`, or undefined when the demo has no such picture. */
export function findPicture(kind: string, key: string, name: string): SceneRenderer | undefined {
  if (kind === 'apartments') {
    return isRoomType(name) && apartmentRooms.get(key)?.has(name) ? apartmentRoomScene(key, name) : undefined;
  }
  if (kind === 'tours') {
    return isTourSceneName(name) && demoTourScenes[key]?.includes(name) ? tourScene(key, name) : undefined;
  }
  if (kind === 'site') {
    return isSitePictureName(name) && sitePictures.has(`${key}/${name}`) ? sitePicture(name) : undefined;
  }
  return undefined;
}

/**
 * Parses `<kind>/<key>/<name>/<width>.<format>` (the part after /media/). Anything else — an unknown listing or
 * room, a width not offered for the source, another format, dots or encoded slashes — gives undefined (a 404).
 */
export function parseVariantPath(relativePath: string): MediaVariant | undefined {
  const match = VARIANT_PATTERN.exec(relativePath);
  if (!match) return undefined;
  const [, kind = '', key = '', name = '', widthText = '', format = ''] = match;
  const width = Number(widthText);
  if (!isFormat(format) || !imageWidthsFor(DEMO_IMAGE_SIZE.width).some((offered) => offered === width)) {
    return undefined;
  }
  const render = findPicture(kind, key, name);
  return render ? { picture: `${kind}/${key}/${name}`, width, format, render } : undefined;
}

/** Same as parseVariantPath for a stored base path (`/media/<kind>/<key>/<name>`) plus width and format. */
export function variantOfBasePath(
  basePath: string,
  width: number,
  format: ImageFormat,
): MediaVariant | undefined {
  const prefix = '/media/';
  return basePath.startsWith(prefix)
    ? parseVariantPath(`${basePath.slice(prefix.length)}/${width}.${format}`)
    : undefined;
}
