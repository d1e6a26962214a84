import { type CallOptions, checkedRequest } from '../../../lib/api-client';

const answerSchema = () =>
  import('@konak/domain/api/favorites/list-favorites').then((module) => module.allFavoritesResponseSchema);

/** GET /api/favorites/all: the member's apartments and tours, newest first, in the call's language. */
export function listFavorites(options: CallOptions = {}) {
  return checkedRequest(answerSchema, '/favorites/all', options);
}
