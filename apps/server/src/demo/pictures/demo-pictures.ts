import { type ApartmentRoomType, apartmentRoomTypes } from '../../db/schema/apartment-images.ts';
import type { PictureCatalogue, SceneRenderer } from '../../modules/media/surface.ts';
import { demoApartments } from '../demo-catalogue.ts';
import { DEMO_IMAGE_SIZE, demoApartmentRooms, demoSitePictures, demoTourScenes } from '../demo-images.ts';
import {
  apartmentRoomScene,
  GENERATOR_VERSION,
  isSitePictureName,
  isTourSceneName,
  sitePicture,
  tourScene,
} from './scene-registry.ts';

const apartmentRooms = new Map<string, ReadonlySet<ApartmentRoomType>>(
  demoApartments.map((apartment) => [apartment.key, new Set(demoApartmentRooms(apartment))]),
);
const sitePictures = new Set(demoSitePictures.map(({ category, name }) => `${category}/${name}`));

const isRoomType = (value: string): value is ApartmentRoomType =>
  (apartmentRoomTypes as readonly string[]).includes(value);

/** The drawing behind a base path's `<kind>/<key>/<name>`, or undefined when the demo has no such picture. */
function findPicture(kind: string, key: string, name: string): SceneRenderer | undefined {
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

/** Every picture the demo catalogue shows, drawn on request (decision 020). */
export const demoPictures: PictureCatalogue = {
  version: GENERATOR_VERSION,
  sourceWidth: DEMO_IMAGE_SIZE.width,
  find: findPicture,
};
