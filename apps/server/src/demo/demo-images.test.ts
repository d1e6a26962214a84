import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { parseVariantPath } from '../modules/media/media-catalogue.ts';
import { demoTours } from './content/tours.ts';
import { demoApartments } from './demo-catalogue.ts';
import {
  demoApartmentImageRows,
  demoApartmentRooms,
  demoSiteImageRows,
  demoTourImageRows,
} from './demo-images.ts';
import { demoPictures } from './pictures/demo-pictures.ts';

const served = (basePath: string) =>
  parseVariantPath(demoPictures, `${basePath.replace(/^\/media\//, '')}/320.webp`);

describe('demo images', () => {
  it('gives every apartment 5 to 10 pictures, one per room type, all served by the media route', () => {
    for (const apartment of demoApartments) {
      const rows = demoApartmentImageRows(apartment, 'apartment-id');
      expect(rows.length, apartment.key).toBeGreaterThanOrEqual(5);
      expect(rows.length, apartment.key).toBeLessThanOrEqual(10);
      expect(new Set(rows.map((row) => row.roomType)).size).toBe(rows.length);
      expect(rows.map((row) => row.sortOrder)).toEqual(rows.map((_, index) => index));
      for (const row of rows) {
        expect(served(row.url), row.url).toBeDefined();
        for (const language of SUPPORTED_LANGUAGES) {
          expect(row.alt[language]).toContain(apartment.text[language].title);
        }
      }
    }
  });

  it('follows the flat: bedrooms by rooms (max 3), bathrooms by bathrooms (max 2), a view opens on the balcony', () => {
    const rooms = demoApartmentRooms({ rooms: 4, bathrooms: 3, amenities: ['wifi', 'sea-view', 'balcony'] });
    expect(rooms).toEqual([
      'balcony',
      'living',
      'exterior',
      'bedroom-1',
      'bedroom-2',
      'bedroom-3',
      'kitchen',
      'bathroom-1',
      'bathroom-2',
      'other',
    ]);
    expect(demoApartmentRooms({ rooms: 0, bathrooms: 1, amenities: ['wifi'] })).toEqual([
      'living',
      'exterior',
      'kitchen',
      'bathroom-1',
      'other',
    ]);
    expect(demoApartmentRooms({ rooms: 1, bathrooms: 1, amenities: ['terrace'] }).at(-2)).toBe('balcony');
  });

  it('gives every tour 3 to 5 pictures and every hero category at least one, hero-rentals three', () => {
    for (const tour of demoTours) {
      const rows = demoTourImageRows(tour, 'tour-id');
      expect(rows.length, tour.key).toBeGreaterThanOrEqual(3);
      expect(rows.length, tour.key).toBeLessThanOrEqual(5);
      for (const row of rows) {
        expect(served(row.url), row.url).toBeDefined();
        expect(row.alt.ar).toContain(tour.text.ar.title);
      }
    }
    const site = demoSiteImageRows();
    expect(site.filter((row) => row.category === 'hero-rentals')).toHaveLength(3);
    expect(new Set(site.map((row) => row.category))).toEqual(
      new Set(['hero', 'hero-rentals', 'hero-apartments', 'hero-tours']),
    );
    for (const row of site) {
      expect(served(row.url), row.url).toBeDefined();
      for (const language of SUPPORTED_LANGUAGES) expect(row.alt[language]?.length).toBeGreaterThan(20);
    }
  });
});
