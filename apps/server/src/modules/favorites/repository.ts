import type { FavoriteType } from '@konak/domain/api/favorites/favorite-type';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { type FavoriteItemType, favorites } from '../../db/schema/favorites.ts';
import { tours } from '../../db/schema/tours.ts';

/** The API says "apartments" and "tours" (its paths); the table stores the singular. */
export const ITEM_TYPE: Record<FavoriteType, FavoriteItemType> = { apartments: 'apartment', tours: 'tour' };

export type FavoriteRow = { itemType: FavoriteItemType; itemId: string; createdAt: Date };

/** The listing tables with the columns every favourite query needs. */
const LISTINGS = {
  apartment: { table: apartments, id: apartments.id, isActive: apartments.isActive },
  tour: { table: tours, id: tours.id, isActive: tours.isActive },
} as const;

/** Whether the apartment or tour exists and is shown to guests (only those can be saved). */
export async function isActiveListing(db: Database, type: FavoriteItemType, id: string): Promise<boolean> {
  const listing = LISTINGS[type];
  const [row] = await db
    .select({ id: listing.id })
    .from(listing.table)
    .where(and(eq(listing.id, id), eq(listing.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes the favourite if it exists, else adds it; answers the new state. No read-then-write: the delete
 * reports whether there was a row, and the insert leans on the primary key, so two toggles racing (a double
 * click) cannot fail on a duplicate key. When both found nothing to delete, both answer true.
 */
export async function toggleFavoriteRow(
  db: Database,
  userId: string,
  type: FavoriteItemType,
  itemId: string,
): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.itemType, type), eq(favorites.itemId, itemId)))
    .returning({ itemId: favorites.itemId });
  if (removed.length > 0) return false;
  await db.insert(favorites).values({ userId, itemType: type, itemId }).onConflictDoNothing();
  return true;
}

/**
 * The member's favourites whose listing is active, newest first (then by id, so equal times keep one order);
 * of one kind, or of both.
 */
export async function activeFavoriteRows(
  db: Database,
  userId: string,
  type?: FavoriteItemType,
): Promise<FavoriteRow[]> {
  const activeApartment = and(
    eq(favorites.itemType, 'apartment'),
    eq(apartments.id, favorites.itemId),
    eq(apartments.isActive, true),
  );
  const activeTour = and(
    eq(favorites.itemType, 'tour'),
    eq(tours.id, favorites.itemId),
    eq(tours.isActive, true),
  );
  return db
    .select({ itemType: favorites.itemType, itemId: favorites.itemId, createdAt: favorites.createdAt })
    .from(favorites)
    .leftJoin(apartments, activeApartment)
    .leftJoin(tours, activeTour)
    .where(
      and(
        eq(favorites.userId, userId),
        type ? eq(favorites.itemType, type) : undefined,
        or(isNotNull(apartments.id), isNotNull(tours.id)),
      ),
    )
    .orderBy(desc(favorites.createdAt), desc(favorites.itemId));
}

/** Ids among `ids` of one kind that are the member's favourites and whose listing is active. */
export async function activeFavoriteIds(
  db: Database,
  userId: string,
  type: FavoriteItemType,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const listing = LISTINGS[type];
  const rows = await db
    .select({ itemId: favorites.itemId })
    .from(favorites)
    .innerJoin(listing.table, and(eq(listing.id, favorites.itemId), eq(listing.isActive, true)))
    .where(
      and(eq(favorites.userId, userId), eq(favorites.itemType, type), inArray(favorites.itemId, [...ids])),
    );
  return new Set(rows.map((row) => row.itemId));
}

/** How many favourites of one kind the member has among active listings. */
export async function countActiveFavorites(db: Database, userId: string, type: FavoriteItemType) {
  const listing = LISTINGS[type];
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(favorites)
    .innerJoin(listing.table, and(eq(listing.id, favorites.itemId), eq(listing.isActive, true)))
    .where(and(eq(favorites.userId, userId), eq(favorites.itemType, type)));
  return row?.count ?? 0;
}

/** Deletes every favourite of the member, of active listings or not; answers how many there were. */
export async function deleteAllFavorites(db: Database, userId: string): Promise<number> {
  const removed = await db
    .delete(favorites)
    .where(eq(favorites.userId, userId))
    .returning({ itemId: favorites.itemId });
  return removed.length;
}
