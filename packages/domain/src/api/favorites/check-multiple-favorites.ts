import { z } from 'zod';
import { favoriteRefSchema, favoriteTypeSchema } from './favorite-type.ts';

/** A results page asks for all its cards at once; more than this is not a page. */
export const MAX_FAVORITE_CHECKS = 100;

/**
 * POST /api/favorites/check-multiple (signed in) — the favourite state of many listings in one call, so a
 * results page costs one request, not one per card. Body `{ items: [{ type, id }] }` (at most 100, 400
 * otherwise). The answer has one result per asked item, in the order asked, as `{ type, id, isFavorite }`: a list
 * rather than a map by id, so an apartment and a tour can never be mistaken for each other.
 */
export const checkMultipleFavoritesBodySchema = z.object({
  items: z.array(favoriteRefSchema).max(MAX_FAVORITE_CHECKS),
});
export type CheckMultipleFavoritesBody = z.infer<typeof checkMultipleFavoritesBodySchema>;

export const favoriteCheckResultSchema = z.object({
  type: favoriteTypeSchema,
  id: z.uuid(),
  isFavorite: z.boolean(),
});
export type FavoriteCheckResult = z.infer<typeof favoriteCheckResultSchema>;

export const checkMultipleFavoritesResponseSchema = z.object({ results: z.array(favoriteCheckResultSchema) });
export type CheckMultipleFavoritesResponse = z.infer<typeof checkMultipleFavoritesResponseSchema>;
