import type { FavoriteEntry } from '@konak/domain/api/favorites/list-favorites';
import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { listFavorites } from '../api/list-favorites';

export type FavoritesLoad =
  | { status: 'loading' }
  | { status: 'loaded'; entries: FavoriteEntry[] }
  /**
   * `message`: the server's translated text or the check-your-connection one (spec §8), null when the answer
   * made no sense. `sessionExpired`: the token stopped working since the page checked it (401).
   */
  | { status: 'failed'; message: string | null; sessionExpired: boolean };

export function entryId(entry: FavoriteEntry): string {
  return entry.type === 'apartments' ? entry.apartment.id : entry.tour.id;
}

/**
 * The member's favourites from GET /api/favorites/all, loaded in the browser in the page language, with
 * `forget` to drop entries the member removed and `retry` for a failed load.
 */
export function useFavorites() {
  const [load, setLoad] = useState<FavoritesLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { language } = useLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "try again" asks for a new call.
  useEffect(() => {
    const abort = new AbortController();
    setLoad({ status: 'loading' });
    listFavorites({ language, signal: abort.signal })
      .then((answer) => setLoad({ status: 'loaded', entries: answer.items }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setLoad(
          error instanceof ApiError
            ? { status: 'failed', message: error.message, sessionExpired: error.status === 401 }
            : { status: 'failed', message: null, sessionExpired: false },
        );
      });
    return () => abort.abort();
  }, [attempt, language]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  /** Drops entries from the shown list: one (`type` and `id`), or all of them. */
  const forget = useCallback((which: { type: FavoriteEntry['type']; id: string } | 'all') => {
    setLoad((current) => {
      if (current.status !== 'loaded') return current;
      const entries =
        which === 'all'
          ? []
          : current.entries.filter((entry) => entry.type !== which.type || entryId(entry) !== which.id);
      return { status: 'loaded', entries };
    });
  }, []);

  return { ...load, retry, forget };
}
