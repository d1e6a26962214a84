import { SUPPORTED_LANGUAGES } from '@konak/domain/languages';
import { describe, expect, it } from 'vitest';
import { amenityCatalogue } from '../amenity-catalogue.ts';
import { asianSideApartments } from './apartments-asian-side.ts';
import { europeanSideApartments } from './apartments-european-side.ts';
import { demoTours } from './tours.ts';

const apartments = [...europeanSideApartments, ...asianSideApartments];
const amenityKeys = new Set(amenityCatalogue.map((amenity) => amenity.key));
const scripts = {
  ar: /\p{Script=Arabic}/u,
  ru: /\p{Script=Cyrillic}/u,
  tr: /\p{Script=Latin}/u,
  en: /\p{Script=Latin}/u,
};
const slugShape = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

describe('demo content', () => {
  it('has the catalogue size the catalogue issue asks for', () => {
    expect(apartments.length).toBeGreaterThanOrEqual(30);
    expect(demoTours.length).toBeGreaterThanOrEqual(8);
  });

  it('uses unique keys and unique, well-formed slugs per language', () => {
    const items = [...apartments, ...demoTours];
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
    for (const language of SUPPORTED_LANGUAGES) {
      for (const list of [apartments, demoTours]) {
        const slugs = list.map((item) => item.text[language].slug);
        expect(new Set(slugs).size, language).toBe(slugs.length);
        for (const slug of slugs) expect(slug, `${language} slug`).toMatch(slugShape);
      }
    }
  });

  it('writes every text in its own language and script', () => {
    for (const item of [...apartments, ...demoTours]) {
      for (const language of SUPPORTED_LANGUAGES) {
        const { title, description } = item.text[language];
        expect(title.trim().length, `${item.key} ${language}`).toBeGreaterThan(5);
        expect(description.trim().length, `${item.key} ${language}`).toBeGreaterThan(40);
        expect(`${title} ${description}`, `${item.key} ${language}`).toMatch(scripts[language]);
      }
      expect(item.text.tr.description).not.toBe(item.text.en.description);
    }
  });

  it('places apartments in Istanbul with plausible sizes, prices and amenities', () => {
    for (const apartment of apartments) {
      expect(apartment.latitude, apartment.key).toBeGreaterThan(40.8);
      expect(apartment.latitude, apartment.key).toBeLessThan(41.3);
      expect(apartment.longitude, apartment.key).toBeGreaterThan(28.6);
      expect(apartment.longitude, apartment.key).toBeLessThan(29.4);
      expect(apartment.maxCapacity, apartment.key).toBeGreaterThanOrEqual(1);
      expect(apartment.sizeM2, apartment.key).toBeGreaterThan(15);
      expect(apartment.basePriceCents, apartment.key).toBeGreaterThan(0);
      expect(Number.isInteger(apartment.basePriceCents), apartment.key).toBe(true);
      for (const amenity of apartment.amenities)
        expect(amenityKeys.has(amenity), `${apartment.key}: ${amenity}`).toBe(true);
      if (apartment.guaranteeFeePercent !== undefined) {
        expect(apartment.guaranteeFeePercent).toBeGreaterThanOrEqual(15);
        expect(apartment.guaranteeFeePercent).toBeLessThanOrEqual(25);
      }
    }
  });

  it('gives tours a duration, a group size and a meeting point in every language', () => {
    for (const tour of demoTours) {
      expect(tour.durationMinutes).toBeGreaterThan(0);
      expect(tour.maxPeople).toBeGreaterThan(0);
      expect(tour.basePriceCents).toBeGreaterThan(0);
      for (const language of SUPPORTED_LANGUAGES)
        expect(tour.text[language].meetingPoint.trim()).not.toBe('');
    }
  });
});
