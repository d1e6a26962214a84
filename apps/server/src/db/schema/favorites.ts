import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, parentColumn } from './shared-columns.ts';
import { users } from './users.ts';

export const favoriteItemTypes = ['apartment', 'tour'] as const;
export type FavoriteItemType = (typeof favoriteItemTypes)[number];

/**
 * item_id points at an apartment or a tour depending on item_type, so it has no foreign key;
 * readers join to the live item and skip favourites whose item is gone.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: parentColumn('user_id', () => users.id),
    itemType: text('item_type', { enum: favoriteItemTypes }).notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'favorites_pkey', columns: [table.userId, table.itemType, table.itemId] }),
    index('favorites_item_type_item_id_index').on(table.itemType, table.itemId),
    checkOneOf('favorites_item_type_check', table.itemType, favoriteItemTypes),
  ],
);
