import { z } from 'zod';

/** GET /api/favorites/stats (signed in) — how many favourites of each kind the lists show. */
export const favoriteStatsResponseSchema = z.object({
  apartments: z.number().int(),
  tours: z.number().int(),
  total: z.number().int(),
});
export type FavoriteStatsResponse = z.infer<typeof favoriteStatsResponseSchema>;
