import { favoriteIdParamsSchema, favoriteStateSchema } from './favorite-type.ts';

/**
 * POST /api/favorites/apartments/{id}/toggle and /api/favorites/tours/{id}/toggle (signed in) — saves the
 * listing as a favourite, or removes it when it already is one; answers the new state. 404 "listing not found"
 * for an unknown or inactive listing. Two toggles racing (a double click) both succeed and agree: when neither
 * found a favourite to remove, both answer `isFavorite: true` and one row is stored.
 */
export const toggleFavoriteParamsSchema = favoriteIdParamsSchema;
export const toggleFavoriteResponseSchema = favoriteStateSchema;
