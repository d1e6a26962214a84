import { MAX_FAVORITE_CHECKS } from '@konak/domain/api/favorites/check-multiple-favorites';
import type { FavoriteRef } from '@konak/domain/api/favorites/favorite-type';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/favorites/check-multiple-favorites').then(
    (module) => module.checkMultipleFavoritesResponseSchema,
  );

/**
 * POST /api/favorites/check-multiple: the member's favourite state of the listings, MAX_FAVORITE_CHECKS at a time
 * (the server's limit), each call's results as they come. The limit lives beside the schemas, so it is read here,
 * in the lazily loaded call, and the heart's own code carries no zod.
 */
export async function* checkMultipleFavorites(items: readonly FavoriteRef[]) {
  for (let start = 0; start < items.length; start += MAX_FAVORITE_CHECKS) {
    const body = { items: items.slice(start, start + MAX_FAVORITE_CHECKS) };
    const { results } = await checkedRequest(answerSchema, '/favorites/check-multiple', { body });
    yield results;
  }
}
