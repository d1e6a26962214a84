import { useEffect } from 'react';
import { useLanguage } from '../../i18n/i18n-context';
import { useSession } from '../../session/session-provider';
import { checkFavorites } from './favorite-requests';
import type { FavoriteItem } from './favorite-store';
import { showFavoriteFailure } from './favorite-texts';

const SEPARATOR = ':';

function signatureOf(items: readonly FavoriteItem[]): string {
  return items.map(({ type, id }) => `${type}${SEPARATOR}${id}`).join(',');
}

function itemsOf(signature: string): FavoriteItem[] {
  return signature.split(',').map((part) => {
    const [type, id] = part.split(SEPARATOR) as [FavoriteItem['type'], string];
    return { type, id };
  });
}

/**
 * For a results page: once a member is signed in, asks in one check-multiple call (shared with every other
 * list that mounts alongside) which of the shown listings are favourites, so the cards' hearts show it.
 * Guests cause no call. A failure shows one error toast.
 */
export function useFavoriteChecks(items: readonly FavoriteItem[]): void {
  const session = useSession();
  const { language } = useLanguage();
  const userId = session.status === 'authenticated' ? session.user.id : null;
  // The list is rebuilt on every render; its contents decide when to ask again.
  const signature = signatureOf(items);

  useEffect(() => {
    if (!userId || signature === '') return;
    let current = true;
    checkFavorites(userId, itemsOf(signature)).catch((error: unknown) => {
      if (current) void showFavoriteFailure('load', error, language);
    });
    return () => {
      current = false;
    };
  }, [userId, signature, language]);
}
