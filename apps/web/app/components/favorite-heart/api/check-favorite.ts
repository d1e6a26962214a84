import type { FavoriteRef } from '@konak/domain/api/favorites/favorite-type';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/favorites/check-favorite').then((module) => module.checkFavoriteResponseSchema);

/** GET /api/favorites/check/{type}/{id}: whether the member saved this listing. */
export function checkFavorite({ type, id }: FavoriteRef) {
  return checkedRequest(answerSchema, `/favorites/check/${type}/${encodeURIComponent(id)}`);
}
