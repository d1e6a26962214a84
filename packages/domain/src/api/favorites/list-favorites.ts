import { z } from 'zod';
import { apartmentSummarySchema } from '../apartments/apartment.ts';
import { languageQuerySchema } from '../apartments/language-query.ts';
import { tourSchema } from '../tours/tour.ts';

/**
 * GET /api/favorites/apartments, /tours and /all (signed in) — the member's own favourites, newest first, in
 * the request language (`?lang` overrides Accept-Language). Only active listings are shown: a favourite whose
 * apartment or tour was withdrawn stays stored but is left out (and of the counts) until it returns.
 */
export const listFavoritesQuerySchema = languageQuerySchema;

/** GET /api/favorites/apartments — the summaries the result cards use. */
export const favoriteApartmentsResponseSchema = z.object({
  items: z.array(apartmentSummarySchema),
  total: z.number().int(),
});
export type FavoriteApartmentsResponse = z.infer<typeof favoriteApartmentsResponseSchema>;

/** GET /api/favorites/tours — the tours as the tour cards use them. */
export const favoriteToursResponseSchema = z.object({
  items: z.array(tourSchema),
  total: z.number().int(),
});
export type FavoriteToursResponse = z.infer<typeof favoriteToursResponseSchema>;

/** One entry of /favorites/all: which kind, when it was saved (ISO 8601 UTC) and the listing. */
export const favoriteEntrySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('apartments'),
    favoritedAt: z.iso.datetime(),
    apartment: apartmentSummarySchema,
  }),
  z.object({ type: z.literal('tours'), favoritedAt: z.iso.datetime(), tour: tourSchema }),
]);
export type FavoriteEntry = z.infer<typeof favoriteEntrySchema>;

/** GET /api/favorites/all — apartments and tours in one list, newest first. */
export const allFavoritesResponseSchema = z.object({
  items: z.array(favoriteEntrySchema),
  total: z.number().int(),
});
export type AllFavoritesResponse = z.infer<typeof allFavoritesResponseSchema>;
