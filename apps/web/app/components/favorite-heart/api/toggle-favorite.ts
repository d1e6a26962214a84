import type { FavoriteRef, FavoriteState } from '@konak/domain/api/favorites/favorite-type';
import { apiRequest, checkedAnswer } from '../../../lib/api-client';

/** POST /api/favorites/{type}/{id}/toggle: saves or removes the listing; answers with its new state. */
export function toggleFavorite({ type, id }: FavoriteRef): Promise<FavoriteState> {
  return checkedAnswer(
    apiRequest<unknown>(`/favorites/${type}/${encodeURIComponent(id)}/toggle`, { method: 'POST' }),
    import('@konak/domain/api/favorites/toggle-favorite').then(
      (module) => module.toggleFavoriteResponseSchema,
    ),
  );
}
