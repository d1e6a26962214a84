import type { ApartmentRoomType } from '../../db/schema/apartment-images.ts';
import type { SceneRenderer } from '../../modules/media/surface.ts';
import { type ApartmentStyle, apartmentStyle } from './apartment-style.ts';
import { bathroom, bedroom, kitchen, livingRoom, readingCorner } from './interior-scenes.ts';
import { cistern, coffeeAndStreetArt, colourfulStreet, galataRooftops, hammam } from './old-town-scenes.ts';
import { balcony, exterior, oldCitySkyline } from './outdoor-scenes.ts';
import { hashKey } from './svg-kit.ts';
import { bazaar, bosphorusCruise, islandsFerry, mezeTable } from './tour-scenes.ts';

/**
 * Bump when any drawing changes: it is part of the disk-cache path and of every ETag, so a new drawing is never
 * answered with bytes encoded from an old one (see docs/decisions/020-generated-demo-pictures.md).
 */
export const GENERATOR_VERSION = 1;

const roomRenderers: Record<ApartmentRoomType, (style: ApartmentStyle, width: number) => string> = {
  exterior,
  living: livingRoom,
  'bedroom-1': bedroom,
  'bedroom-2': bedroom,
  'bedroom-3': bedroom,
  kitchen,
  'bathroom-1': bathroom,
  'bathroom-2': bathroom,
  balcony,
  other: readingCorner,
};

/** A room of an apartment, varied by the apartment key (palette, layout, mirroring) and the room itself. */
export function apartmentRoomScene(apartmentKey: string, room: ApartmentRoomType): SceneRenderer {
  const render = roomRenderers[room];
  return (width) => render(apartmentStyle(apartmentKey, room), width);
}

/** Tour scenes take a seed, so the same scene differs a little between two tours. */
const tourScenes = {
  'bosphorus-sunset': (seed, width) => bosphorusCruise('sunset', seed, width),
  'bosphorus-day': (seed, width) => bosphorusCruise('day', seed, width),
  'bosphorus-dusk': (seed, width) => bosphorusCruise('dusk', seed, width),
  'old-city-day': (_seed, width) => oldCitySkyline('day', width),
  'old-city-sunset': (_seed, width) => oldCitySkyline('sunset', width, true),
  'old-city-dusk': (_seed, width) => oldCitySkyline('dusk', width),
  cistern: (_seed, width) => cistern(width),
  'meze-table': (seed, width) => mezeTable(seed, width),
  'grand-bazaar': (seed, width) => bazaar(seed, width, false),
  'spice-bazaar': (seed, width) => bazaar(seed, width, true),
  'balat-street': (seed, width) => colourfulStreet(seed, width, false),
  'karakoy-street': (seed, width) => colourfulStreet(seed, width, true),
  'galata-tower-day': (seed, width) => galataRooftops('day', seed, width),
  'galata-tower-dusk': (seed, width) => galataRooftops('dusk', seed, width),
  'islands-ferry': (seed, width) => islandsFerry(seed, width),
  hammam: (seed, width) => hammam(seed, width),
  'turkish-coffee': (seed, width) => coffeeAndStreetArt(seed, width),
} satisfies Record<string, (seed: number, width: number) => string>;

export type TourSceneName = keyof typeof tourScenes;
export const tourSceneNames = Object.keys(tourScenes) as TourSceneName[];

export function isTourSceneName(name: string): name is TourSceneName {
  return Object.hasOwn(tourScenes, name);
}

export function tourScene(tourKey: string, scene: TourSceneName): SceneRenderer {
  const seed = hashKey(`${tourKey}/${scene}`);
  return (width) => tourScenes[scene](seed, width);
}

/** Hero pictures reuse the apartment and tour drawings with a fixed style of their own. */
const sitePictures = {
  'istanbul-skyline': (width) => oldCitySkyline('sunset', width, true),
  'balcony-sunset': (width) => balcony(apartmentStyle('hero-balcony'), width, 'sunset'),
  'living-room': (width) => livingRoom(apartmentStyle('hero-living-room'), width),
  'rooftop-dusk': (width) => balcony(apartmentStyle('hero-rooftop'), width, 'dusk'),
  'apartment-street': (width) => exterior(apartmentStyle('hero-street'), width),
  'bosphorus-cruise': (width) => bosphorusCruise('sunset', hashKey('hero-tours'), width),
} satisfies Record<string, SceneRenderer>;

export type SitePictureName = keyof typeof sitePictures;
export const sitePictureNames = Object.keys(sitePictures) as SitePictureName[];

export function isSitePictureName(name: string): name is SitePictureName {
  return Object.hasOwn(sitePictures, name);
}

export function sitePicture(name: SitePictureName): SceneRenderer {
  return sitePictures[name];
}
