import type {
  CheckMultipleFavoritesBody,
  CheckMultipleFavoritesResponse,
} from '@konak/domain/api/favorites/check-multiple-favorites';
import { apiRequest, checkedAnswer } from '../../../lib/api-client';

/** POST /api/favorites/check-multiple: the member's favourite state of up to MAX_FAVORITE_CHECKS listings. */
export function checkMultipleFavorites(
  body: CheckMultipleFavoritesBody,
): Promise<CheckMultipleFavoritesResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/favorites/check-multiple', { body }),
    import('@konak/domain/api/favorites/check-multiple-favorites').then(
      (module) => module.checkMultipleFavoritesResponseSchema,
    ),
  );
}
