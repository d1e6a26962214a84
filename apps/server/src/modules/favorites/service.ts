import type { ApartmentSummary } from '@konak/domain/api/apartments/apartment';
import type { FavoriteCheckResult } from '@konak/domain/api/favorites/check-multiple-favorites';
import type { FavoriteRef, FavoriteType } from '@konak/domain/api/favorites/favorite-type';
import type { FavoriteEntry } from '@konak/domain/api/favorites/list-favorites';
import type { Tour } from '@konak/domain/api/tours/tour';
import type { Language } from '@konak/domain/languages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { activeApartmentsByIds, toListing } from '../apartments/surface.ts';
import { listTours } from '../tours/surface.ts';
import {
  activeFavoriteIds,
  activeFavoriteRows,
  countActiveFavorites,
  ITEM_TYPE,
  isActiveListing,
  toggleFavoriteRow,
} from './repository.ts';

const listingNotFound = () => new AppError(404, 'error.listing_not_found', { code: 'listing_not_found' });

/** Card summaries of the active apartments among `ids`, by id. */
async function apartmentSummaries(
  db: Database,
  ids: readonly string[],
  language: Language,
): Promise<Map<string, ApartmentSummary>> {
  const { items } = await toListing(db, await activeApartmentsByIds(db, ids), language);
  return new Map(items.map((item) => [item.id, item]));
}

/**
 * Tour views of the active tours among `ids`, by id. The tours service builds views for its whole catalogue in
 * a few queries, and that catalogue is small (tens of tours), so it is filtered here rather than duplicated.
 */
async function tourViews(
  db: Database,
  ids: readonly string[],
  language: Language,
): Promise<Map<string, Tour>> {
  if (ids.length === 0) return new Map();
  const wanted = new Set(ids);
  const all = await listTours(db, language);
  return new Map(all.filter((tour) => wanted.has(tour.id)).map((tour) => [tour.id, tour]));
}

/** Looking a listing up by id may miss it when it was withdrawn a moment ago: such entries are left out. */
function inOrder<T>(ids: readonly string[], byId: Map<string, T>): T[] {
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

export async function favoriteApartments(db: Database, userId: string, language: Language) {
  const ids = (await activeFavoriteRows(db, userId, 'apartment')).map((row) => row.itemId);
  const items = inOrder(ids, await apartmentSummaries(db, ids, language));
  return { items, total: items.length };
}

export async function favoriteTours(db: Database, userId: string, language: Language) {
  const ids = (await activeFavoriteRows(db, userId, 'tour')).map((row) => row.itemId);
  const items = inOrder(ids, await tourViews(db, ids, language));
  return { items, total: items.length };
}

export async function allFavorites(db: Database, userId: string, language: Language) {
  const rows = await activeFavoriteRows(db, userId);
  const idsOf = (type: 'apartment' | 'tour') =>
    rows.filter((row) => row.itemType === type).map((row) => row.itemId);
  const [apartments, tours] = await Promise.all([
    apartmentSummaries(db, idsOf('apartment'), language),
    tourViews(db, idsOf('tour'), language),
  ]);
  const items = rows.flatMap((row): FavoriteEntry[] => {
    const favoritedAt = row.createdAt.toISOString();
    if (row.itemType === 'apartment') {
      const apartment = apartments.get(row.itemId);
      return apartment ? [{ type: 'apartments', favoritedAt, apartment }] : [];
    }
    const tour = tours.get(row.itemId);
    return tour ? [{ type: 'tours', favoritedAt, tour }] : [];
  });
  return { items, total: items.length };
}

export async function favoriteStats(db: Database, userId: string) {
  const [apartments, tours] = await Promise.all([
    countActiveFavorites(db, userId, 'apartment'),
    countActiveFavorites(db, userId, 'tour'),
  ]);
  return { apartments, tours, total: apartments + tours };
}

/** 404 for a listing that does not exist or is not shown: nobody can save what they cannot see. */
export async function toggleFavorite(db: Database, userId: string, type: FavoriteType, id: string) {
  const itemType = ITEM_TYPE[type];
  if (!(await isActiveListing(db, itemType, id))) throw listingNotFound();
  return { isFavorite: await toggleFavoriteRow(db, userId, itemType, id) };
}

export async function isFavorite(db: Database, userId: string, { type, id }: FavoriteRef) {
  const found = await activeFavoriteIds(db, userId, ITEM_TYPE[type], [id]);
  return { isFavorite: found.has(id) };
}

/** One answer per asked item, in the order asked; two queries at most, whatever the count. */
export async function checkFavorites(
  db: Database,
  userId: string,
  items: readonly FavoriteRef[],
): Promise<FavoriteCheckResult[]> {
  const idsOf = (type: FavoriteType) => items.filter((item) => item.type === type).map((item) => item.id);
  const [apartments, tours] = await Promise.all([
    activeFavoriteIds(db, userId, 'apartment', idsOf('apartments')),
    activeFavoriteIds(db, userId, 'tour', idsOf('tours')),
  ]);
  const found = { apartments, tours };
  return items.map(({ type, id }) => ({ type, id, isFavorite: found[type].has(id) }));
}
