import type { Language } from '@konak/domain/languages';

/** Text written separately for each language (never a copy of another language). */
export type PerLanguage<T> = Record<Language, T>;

export type DemoApartmentText = {
  title: string;
  /** 2–4 sentences a guest would find useful: the flat, the view, the street, transport. */
  description: string;
  /** Lower-case URL slug in this language's script ("moda-sahil-daire", "квартира-мода", Arabic allowed). */
  slug: string;
};

export type DemoApartment = {
  /** Stable key that ties the demo images and prices to this apartment across runs. */
  key: string;
  district: string;
  neighborhood: string;
  address: string;
  latitude: number;
  longitude: number;
  rooms: number;
  bathrooms: number;
  sizeM2: number;
  maxCapacity: number;
  maxAdults?: number;
  maxChildren?: number;
  /** Nightly base price in euro cents. */
  basePriceCents: number;
  checkInTime?: string;
  checkOutTime?: string;
  guaranteeFeePercent?: number;
  isFeatured?: boolean;
  category: 'studio' | 'apartment' | 'family' | 'luxury' | 'sea-view';
  /** Keys of apps/server/src/db/seed/amenity-catalogue.ts. */
  amenities: string[];
  text: PerLanguage<DemoApartmentText>;
};

export type DemoTour = {
  key: string;
  /** "HH:MM", Istanbul time. */
  startTimes: readonly string[];
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  durationMinutes: number;
  maxPeople: number;
  /** Per person, euro cents. */
  basePriceCents: number;
  text: PerLanguage<DemoApartmentText & { meetingPoint: string }>;
};
