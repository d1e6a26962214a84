import type { FavoriteRef } from '@konak/domain/api/favorites/favorite-type';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/favorites/toggle-favorite').then((module) => module.toggleFavoriteResponseSchema);

/** POST /api/favorites/{type}/{id}/toggle: saves or removes the listing; answers with its new state. */
export function toggleFavorite({ type, id }: FavoriteRef) {
  return checkedRequest(answerSchema, `/favorites/${type}/${encodeURIComponent(id)}/toggle`, {
    method: 'POST',
  });
}
