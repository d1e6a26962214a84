import { z } from 'zod';
import { favoriteStateSchema, favoriteTypeSchema } from './favorite-type.ts';

/**
 * GET /api/favorites/check/{type}/{id} (signed in) — whether the listing is one of the member's favourites
 * (`type`: apartments or tours, else 400). An unknown or inactive listing is simply not a favourite.
 */
export const checkFavoriteParamsSchema = z.object({ type: favoriteTypeSchema, id: z.uuid() });
export type CheckFavoriteParams = z.infer<typeof checkFavoriteParamsSchema>;
export const checkFavoriteResponseSchema = favoriteStateSchema;
