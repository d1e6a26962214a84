import type { FavoriteEntry } from '@konak/domain/api/favorites/list-favorites';
import { useState } from 'react';
import { toggleFavorite } from '../../../components/favorite-heart/favorite-requests';
import { type FavoriteItem, recordFavorites } from '../../../components/favorite-heart/favorite-store';
import { toast } from '../../../components/toast/toast';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../session/session-provider';
import { clearFavorites } from '../api/clear-favorites';
import { entryId } from './use-favorites';

const reason = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

function titleOf(entry: FavoriteEntry): string {
  return entry.type === 'apartments' ? entry.apartment.title : entry.tour.title;
}

/**
 * Removing one favourite and clearing them all, for the /favorites page. Both go through the calls the hearts
 * use (spec §7 has no "remove": the toggle of a saved listing removes it), so every heart on the page agrees.
 */
export function useFavoriteActions({
  entries,
  forget,
}: {
  entries: readonly FavoriteEntry[];
  forget: (which: FavoriteItem | 'all') => void;
}) {
  const { t, language } = useTranslation('account');
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : null;
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const setBusy = (key: string, busy: boolean) =>
    setRemoving((current) => {
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });

  /** Resolves true when the entry is gone. */
  async function remove(entry: FavoriteEntry): Promise<boolean> {
    if (!userId) return false;
    const item = { type: entry.type, id: entryId(entry) };
    const key = `${item.type}|${item.id}`;
    setBusy(key, true);
    let outcome = await toggleFavorite(userId, item);
    // Removed meanwhile elsewhere (another tab): this toggle saved it again, so the next one removes it.
    if (outcome.status === 'done' && outcome.isFavorite) outcome = await toggleFavorite(userId, item);
    setBusy(key, false);
    if (outcome.status === 'done' && !outcome.isFavorite) {
      forget(item);
      toast.success(t('favorites.removed', { title: titleOf(entry) }));
      return true;
    }
    if (outcome.status === 'failed') {
      toast.error(t('favorites.heart.updateFailed'), { description: reason(outcome.error) });
    }
    return false;
  }

  /** Resolves true when the list was cleared. */
  async function clearAll(): Promise<boolean> {
    try {
      await clearFavorites({ language });
    } catch (error) {
      toast.error(t('favorites.clearFailed'), { description: reason(error) });
      return false;
    }
    if (userId) {
      recordFavorites(
        userId,
        entries.map((entry) => ({ type: entry.type, id: entryId(entry), isFavorite: false })),
      );
    }
    forget('all');
    toast.success(t('favorites.cleared'));
    return true;
  }

  const isRemoving = (entry: FavoriteEntry) => removing.has(`${entry.type}|${entryId(entry)}`);
  return { remove, clearAll, isRemoving };
}
