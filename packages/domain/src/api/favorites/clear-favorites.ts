import { z } from 'zod';

/** DELETE /api/favorites/clear-all (signed in) — removes every favourite of the member; `removed` counts them. */
export const clearFavoritesResponseSchema = z.object({ removed: z.number().int() });
export type ClearFavoritesResponse = z.infer<typeof clearFavoritesResponseSchema>;
