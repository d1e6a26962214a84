import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/favorites/clear-favorites').then((module) => module.clearFavoritesResponseSchema);

/** DELETE /api/favorites/clear-all: removes every favourite of the member; answers how many went. */
export function clearFavorites(options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/favorites/clear-all', { ...options, method: 'DELETE' });
}
