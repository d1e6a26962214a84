import { z } from 'zod';
import { AMENITY_CATEGORIES, APARTMENT_ROOM_TYPES } from '../../catalogue/apartment-rules.ts';
import { responsiveImageSchema } from '../fields/responsive-image.ts';
import { stayPriceSchema } from '../pricing-calendar/stay-price.ts';

export const apartmentImageSchema = responsiveImageSchema.extend({
  roomType: z.enum(APARTMENT_ROOM_TYPES),
});
export type ApartmentImage = z.infer<typeof apartmentImageSchema>;

export const amenitySchema = z.object({
  key: z.string(),
  /** Icon name of the web app's icon set. */
  icon: z.string(),
  category: z.enum(AMENITY_CATEGORIES),
  /** In the request language. */
  name: z.string(),
  /** Spec §3: Turkish names with four-language translations; on the detail only, lists stay small. */
  names: z.object({ tr: z.string(), en: z.string(), ar: z.string(), ru: z.string() }).optional(),
});
export type Amenity = z.infer<typeof amenitySchema>;

const slugsSchema = z.object({ tr: z.string(), en: z.string(), ar: z.string(), ru: z.string() }).partial();

/** What a result card and the quick view need. Texts are in the request language (falling back to Turkish). */
export const apartmentSummarySchema = z.object({
  id: z.uuid(),
  apartmentNumber: z.number().int(),
  /** The slug in the request language, used for /apartment/{slug}. */
  slug: z.string(),
  slugs: slugsSchema,
  title: z.string(),
  description: z.string(),
  district: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string(),
  rooms: z.number().int(),
  bathrooms: z.number().int(),
  size: z.number().int(),
  maxCapacity: z.number().int(),
  /** Base price per night in euro. */
  basePrice: z.number(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  isFeatured: z.boolean(),
  category: z.string().nullable(),
  /**
   * Ordered; the first is the cover picture. Lists (search results, cards) carry only the cover to keep pages
   * light; the detail (GET /apartments/{id}, by slug) carries them all.
   */
  images: z.array(apartmentImageSchema),
  /** How many pictures the apartment has in all. */
  imageCount: z.number().int(),
  /** Ordered by the catalogue order (most asked-about first); the quick view shows the first 4 or 5. */
  amenities: z.array(amenitySchema),
  /** Price of the searched stay; present only when the request had valid dates. */
  stay: stayPriceSchema.optional(),
});
export type ApartmentSummary = z.infer<typeof apartmentSummarySchema>;

export const apartmentDetailSchema = apartmentSummarySchema.extend({
  maxAdults: z.number().int().nullable(),
  maxChildren: z.number().int().nullable(),
  guaranteeFeePercent: z.number().int(),
  /** Ministry of Culture and Tourism permit number ("izin belgesi numarası"), shown on the page; null if not entered. */
  permitNumber: z.string().nullable(),
  /** Slugs of every language, for the language switcher and hreflang links. */
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), description: z.string(), slug: z.string() }),
  ),
});
export type ApartmentDetail = z.infer<typeof apartmentDetailSchema>;

export const apartmentListResponseSchema = z.object({
  items: z.array(apartmentSummarySchema),
  total: z.number().int(),
});
export type ApartmentListResponse = z.infer<typeof apartmentListResponseSchema>;
