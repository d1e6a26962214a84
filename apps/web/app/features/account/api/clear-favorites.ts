import type { ClearFavoritesResponse } from '@konak/domain/api/favorites/clear-favorites';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** DELETE /api/favorites/clear-all: removes every favourite of the member; answers how many went. */
export function clearFavorites(options: CallOptions = {}): Promise<ClearFavoritesResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/favorites/clear-all', { ...options, method: 'DELETE' }),
    import('@konak/domain/api/favorites/clear-favorites').then(
      (module) => module.clearFavoritesResponseSchema,
    ),
  );
}
