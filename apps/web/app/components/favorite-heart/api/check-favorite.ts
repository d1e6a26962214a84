import type { FavoriteRef, FavoriteState } from '@konak/domain/api/favorites/favorite-type';
import { apiRequest, checkedAnswer } from '../../../lib/api-client';

/** GET /api/favorites/check/{type}/{id}: whether the member saved this listing. */
export function checkFavorite({ type, id }: FavoriteRef): Promise<FavoriteState> {
  return checkedAnswer(
    apiRequest<unknown>(`/favorites/check/${type}/${encodeURIComponent(id)}`),
    import('@konak/domain/api/favorites/check-favorite').then((module) => module.checkFavoriteResponseSchema),
  );
}
