import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { ApartmentRoomType } from '../db/schema/apartment-images.ts';
import type { LocalizedText } from '../db/schema/shared-columns.ts';
import { type SiteImageCategory, siteImages } from '../db/schema/site-images.ts';
import type { DemoApartment, DemoTour } from './content/demo-content-types.ts';
import { apartmentRoomAlt, siteImageAlt, tourAlt } from './content/image-alt-texts.ts';
import type { SitePictureName, TourSceneName } from './pictures/scene-registry.ts';

/**
 * The demo's pictures: every one is drawn by apps/server/src/modules/media and served under /media, so the demo
 * fetches nothing from outside. Rows store the base path; the route serves `<base>/<width>.avif|webp`.
 */
export const DEMO_IMAGE_SIZE = { width: 1600, height: 1067 } as const;

const OUTDOOR_AMENITIES = new Set(['balcony', 'terrace', 'bosphorus-view', 'sea-view']);
const VIEW_AMENITIES = new Set(['bosphorus-view', 'sea-view']);

type RoomPlanInput = Pick<DemoApartment, 'rooms' | 'bathrooms' | 'amenities'>;

/**
 * Which rooms the demo shows for an apartment, most attractive first: a flat with a view opens on its balcony,
 * the others on the living room; then the building, the bedrooms, kitchen, bathrooms and a reading corner.
 */
export function demoApartmentRooms(apartment: RoomPlanInput): ApartmentRoomType[] {
  const hasOutdoor = apartment.amenities.some((key) => OUTDOOR_AMENITIES.has(key));
  const hasView = apartment.amenities.some((key) => VIEW_AMENITIES.has(key));
  const bedrooms = (['bedroom-1', 'bedroom-2', 'bedroom-3'] as const).slice(0, Math.min(3, apartment.rooms));
  const bathrooms = (['bathroom-1', 'bathroom-2'] as const).slice(
    0,
    Math.max(1, Math.min(2, apartment.bathrooms)),
  );
  const opening: ApartmentRoomType[] = hasOutdoor && hasView ? ['balcony', 'living'] : ['living'];
  const later: ApartmentRoomType[] = hasOutdoor && !hasView ? ['balcony'] : [];
  return [...opening, 'exterior', ...bedrooms, 'kitchen', ...bathrooms, ...later, 'other'];
}

/** Three to five scenes per demo tour, cover first. */
export const demoTourScenes: Record<string, readonly TourSceneName[]> = {
  'bosphorus-sunset-cruise': ['bosphorus-sunset', 'old-city-sunset', 'bosphorus-dusk', 'bosphorus-day'],
  'old-city-sultanahmet-walk': ['old-city-day', 'cistern', 'old-city-dusk'],
  'kadikoy-food-tour': ['meze-table', 'spice-bazaar', 'turkish-coffee', 'bosphorus-day'],
  'balat-fener-colourful-streets': ['balat-street', 'old-city-dusk', 'turkish-coffee'],
  'princes-islands-buyukada': ['islands-ferry', 'bosphorus-day', 'meze-table'],
  'grand-bazaar-spice-bazaar': [
    'grand-bazaar',
    'spice-bazaar',
    'old-city-day',
    'turkish-coffee',
    'meze-table',
  ],
  'turkish-bath-hammam-culture': ['hammam', 'old-city-dusk', 'turkish-coffee'],
  'galata-karakoy-street-art-coffee': [
    'galata-tower-day',
    'karakoy-street',
    'turkish-coffee',
    'galata-tower-dusk',
  ],
};

/** Hero pictures by site-image category; hero-rentals rotates through several. */
export const demoSitePictures: ReadonlyArray<{ category: SiteImageCategory; name: SitePictureName }> = [
  { category: 'hero', name: 'istanbul-skyline' },
  { category: 'hero-rentals', name: 'balcony-sunset' },
  { category: 'hero-rentals', name: 'living-room' },
  { category: 'hero-rentals', name: 'rooftop-dusk' },
  { category: 'hero-apartments', name: 'apartment-street' },
  { category: 'hero-tours', name: 'bosphorus-cruise' },
];

export const apartmentImageBase = (apartmentKey: string, room: ApartmentRoomType) =>
  `/media/apartments/${apartmentKey}/${room}`;
export const tourImageBase = (tourKey: string, scene: TourSceneName) => `/media/tours/${tourKey}/${scene}`;
export const siteImageBase = (category: SiteImageCategory, name: SitePictureName) =>
  `/media/site/${category}/${name}`;

function perLanguage(text: (language: (typeof SUPPORTED_LANGUAGES)[number]) => string): LocalizedText {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, text(language)]),
  ) as LocalizedText;
}

export function demoApartmentImageRows(apartment: DemoApartment, apartmentId: string) {
  return demoApartmentRooms(apartment).map((roomType, index) => ({
    apartmentId,
    url: apartmentImageBase(apartment.key, roomType),
    roomType,
    sortOrder: index,
    ...DEMO_IMAGE_SIZE,
    alt: perLanguage((language) => apartmentRoomAlt[roomType][language](apartment.text[language].title)),
  }));
}

export function demoTourImageRows(tour: DemoTour, tourId: string) {
  const scenes = demoTourScenes[tour.key];
  if (!scenes) throw new Error(`demo tour ${tour.key} has no pictures`);
  return scenes.map((scene, index) => ({
    tourId,
    url: tourImageBase(tour.key, scene),
    sortOrder: index,
    ...DEMO_IMAGE_SIZE,
    alt: perLanguage((language) => tourAlt(tour.text[language].title, scene, language)),
  }));
}

export function demoSiteImageRows() {
  return demoSitePictures.map(({ category, name }, index) => {
    const alt = siteImageAlt[name];
    if (!alt) throw new Error(`no alt text for site picture ${name}`);
    return { category, url: siteImageBase(category, name), sortOrder: index, ...DEMO_IMAGE_SIZE, alt };
  });
}

/** Inserts the hero pictures only into an empty site_images table, so an operator's own uploads stay alone. */
export async function seedDemoSiteImages(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ value: count() }).from(siteImages);
    if ((existing?.value ?? 0) > 0) return 0;
    const rows = demoSiteImageRows();
    await tx.insert(siteImages).values(rows);
    return rows.length;
  });
}
