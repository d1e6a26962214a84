import { DEFAULT_MAX_CAPACITY } from '../guests.ts';
import { DEFAULT_BASE_PRICE_CENTS } from '../pricing.ts';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '../stay-policy.ts';

// Closed value sets and defaults of the catalogue's apartments, shared by the database, the API and the pages.

export const APARTMENT_ROOM_TYPES = [
  'exterior',
  'living',
  'bedroom-1',
  'bedroom-2',
  'bedroom-3',
  'kitchen',
  'bathroom-1',
  'bathroom-2',
  'balcony',
  'other',
] as const;
export type ApartmentRoomType = (typeof APARTMENT_ROOM_TYPES)[number];

export const AMENITY_CATEGORIES = [
  'basic',
  'kitchen',
  'bathroom',
  'comfort',
  'security',
  'parking-and-transport',
] as const;
export type AmenityCategory = (typeof AMENITY_CATEGORIES)[number];

/** Spec §9 fallbacks for apartments that state nothing. */
export const APARTMENT_DEFAULTS = {
  bathrooms: 1,
  sizeM2: 50,
  maxCapacity: DEFAULT_MAX_CAPACITY,
  basePrice: DEFAULT_BASE_PRICE_CENTS / 100,
  checkInTime: CHECK_IN_TIME,
  checkOutTime: CHECK_OUT_TIME,
  city: 'İstanbul',
} as const;
