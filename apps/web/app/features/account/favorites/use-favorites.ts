import type { FavoriteEntry } from '@konak/domain/api/favorites/list-favorites';
import { useCallback } from 'react';
import { type ApiLoad, type ApiLoadCall, useApiLoad } from '../../../lib/use-api-load';
import { listFavorites } from '../api/list-favorites';

export type FavoritesLoad =
  | Exclude<ApiLoad<FavoriteEntry[]>, { status: 'loaded' }>
  | { status: 'loaded'; entries: FavoriteEntry[] };

export function entryId(entry: FavoriteEntry): string {
  return entry.type === 'apartments' ? entry.apartment.id : entry.tour.id;
}

const loadEntries: ApiLoadCall<FavoriteEntry[]> = (options) =>
  listFavorites(options).then((answer) => answer.items);

/**
 * The member's favourites from GET /api/favorites/all, loaded in the browser in the page language, with
 * `forget` to drop entries the member removed and `retry` for a failed load.
 */
export function useFavorites() {
  const { state, retry, update } = useApiLoad(loadEntries);
  /** Drops entries from the shown list: one (`type` and `id`), or all of them. */
  const forget = useCallback(
    (which: { type: FavoriteEntry['type']; id: string } | 'all') =>
      update((entries) =>
        which === 'all'
          ? []
          : entries.filter((entry) => entry.type !== which.type || entryId(entry) !== which.id),
      ),
    [update],
  );
  const load: FavoritesLoad = state.status === 'loaded' ? { status: 'loaded', entries: state.data } : state;
  return { ...load, retry, forget };
}
