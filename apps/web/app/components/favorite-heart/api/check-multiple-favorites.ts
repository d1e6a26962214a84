import type { CheckMultipleFavoritesBody } from '@konak/domain/api/favorites/check-multiple-favorites';
import { checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/favorites/check-multiple-favorites').then(
    (module) => module.checkMultipleFavoritesResponseSchema,
  );

/** POST /api/favorites/check-multiple: the member's favourite state of up to MAX_FAVORITE_CHECKS listings. */
export function checkMultipleFavorites(body: CheckMultipleFavoritesBody) {
  return checkedRequest(answerSchema, '/favorites/check-multiple', { body });
}
