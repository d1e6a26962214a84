import { type FavoriteItem, readFavorite, recordFavorites, writeFavorite } from './favorite-store';

// Loaded on a member's first favourite call: a guest's page never needs them (decision 013).
const loadCheckMultiple = () => import('./api/check-multiple-favorites');
const loadCheckOne = () => import('./api/check-favorite');
const loadToggle = () => import('./api/toggle-favorite');

type Batch = { userId: string; items: FavoriteItem[]; sent: Promise<void> };
let openBatch: Batch | null = null;

async function checkMany(userId: string, items: readonly FavoriteItem[]): Promise<void> {
  const unique = [...new Map(items.map((item) => [`${item.type}|${item.id}`, item])).values()];
  const { checkMultipleFavorites } = await loadCheckMultiple();
  for await (const results of checkMultipleFavorites(unique)) recordFavorites(userId, results);
}

/** A batch collects the items asked during the current task and sends them together in the next one. */
function startBatch(userId: string): Batch {
  const items: FavoriteItem[] = [];
  const batch: Batch = {
    userId,
    items,
    sent: new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      if (openBatch === batch) openBatch = null;
      return checkMany(userId, items);
    }),
  };
  return batch;
}

/**
 * Asks the server about the member's favourites among `items`. Every call made in the same task (the apartment
 * results and the tours section mounting together) joins one batch, so a results page costs one
 * check-multiple request, not one per card or per section.
 */
export function checkFavorites(userId: string, items: readonly FavoriteItem[]): Promise<void> {
  if (items.length === 0) return Promise.resolve();
  if (!openBatch || openBatch.userId !== userId) openBatch = startBatch(userId);
  const batch = openBatch;
  batch.items.push(...items);
  return batch.sent;
}

/** One listing's state (spec §7: the quick view checks when a member opens it; so do the listing pages). */
export async function checkFavorite(userId: string, item: FavoriteItem): Promise<void> {
  const { checkFavorite: askServer } = await loadCheckOne();
  const answer = await askServer(item);
  recordFavorites(userId, [{ ...item, isFavorite: answer.isFavorite }]);
}

export type ToggleOutcome =
  | { status: 'done'; isFavorite: boolean }
  | { status: 'busy' }
  | { status: 'failed'; error: unknown };

/**
 * Flips the heart at once and asks the server; its answer has the last word, and a failure puts the heart
 * back. While one toggle of a listing runs, more clicks on it are ignored: the server's toggle is not
 * idempotent, and a quick double click must not save and remove in one go.
 */
export async function toggleFavorite(userId: string, item: FavoriteItem): Promise<ToggleOutcome> {
  const before = readFavorite(userId, item);
  if (before.pending) return { status: 'busy' };
  writeFavorite(userId, item, { isFavorite: !before.isFavorite, pending: true });
  try {
    const { toggleFavorite: askServer } = await loadToggle();
    const answer = await askServer(item);
    writeFavorite(userId, item, { isFavorite: answer.isFavorite, pending: false });
    return { status: 'done', isFavorite: answer.isFavorite };
  } catch (error) {
    writeFavorite(userId, item, { isFavorite: before.isFavorite, pending: false });
    return { status: 'failed', error };
  }
}
