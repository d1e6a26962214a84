import type { AllFavoritesResponse } from '@konak/domain/api/favorites/list-favorites';
import { apiRequest, type CallOptions, checkedAnswer } from '../../../lib/api-client';

/** GET /api/favorites/all: the member's apartments and tours, newest first, in the call's language. */
export function listFavorites(options: CallOptions = {}): Promise<AllFavoritesResponse> {
  return checkedAnswer(
    apiRequest<unknown>('/favorites/all', options),
    import('@konak/domain/api/favorites/list-favorites').then((module) => module.allFavoritesResponseSchema),
  );
}
