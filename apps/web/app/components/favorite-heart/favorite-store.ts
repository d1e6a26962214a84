import type { FavoriteType } from '@konak/domain/api/favorites/favorite-type';
import { useSyncExternalStore } from 'react';

/** An apartment or a tour, named as the Favourites calls name them. */
export type FavoriteItem = { type: FavoriteType; id: string };

/** `isFavorite` is undefined until the server has said (or the member has toggled); `pending` while a toggle runs. */
export type FavoriteEntry = { isFavorite: boolean | undefined; pending: boolean };

const UNKNOWN: FavoriteEntry = { isFavorite: undefined, pending: false };

/**
 * What this page knows about the signed-in member's favourites, shared by every heart that shows the same
 * listing (its card, its quick view, its page header). A store outside React rather than a context: a context
 * change would reach islands still waiting for their code and make React drop their server HTML (decision 013).
 * Keys include the member's id, so another sign-in in this tab never sees the previous member's hearts.
 */
const entries = new Map<string, FavoriteEntry>();
const listeners = new Set<() => void>();

export function favoriteKey(userId: string, { type, id }: FavoriteItem): string {
  return `${userId}|${type}|${id}`;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

export function readFavorite(userId: string, item: FavoriteItem): FavoriteEntry {
  return entries.get(favoriteKey(userId, item)) ?? UNKNOWN;
}

/** Records answers of the server. A listing whose toggle is still running keeps the member's choice. */
export function recordFavorites(
  userId: string,
  answers: readonly (FavoriteItem & { isFavorite: boolean })[],
) {
  let changed = false;
  for (const { isFavorite, ...item } of answers) {
    const key = favoriteKey(userId, item);
    const entry = entries.get(key) ?? UNKNOWN;
    if (entry.pending || entry.isFavorite === isFavorite) continue;
    entries.set(key, { ...entry, isFavorite });
    changed = true;
  }
  if (changed) notify();
}

/** Sets one listing's state as a toggle sees it (optimistic value, server answer or rollback). */
export function writeFavorite(userId: string, item: FavoriteItem, entry: FavoriteEntry) {
  entries.set(favoriteKey(userId, item), entry);
  notify();
}

/** The member's state of one listing; unknown on the server and for guests. */
export function useFavorite(userId: string | null, item: FavoriteItem): FavoriteEntry {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? readFavorite(userId, item) : UNKNOWN),
    () => UNKNOWN,
  );
}

/** For tests: forget what the previous test's page knew. */
export function resetFavoritesForTests() {
  entries.clear();
  notify();
}
