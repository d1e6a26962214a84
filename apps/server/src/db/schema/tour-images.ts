import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, type LocalizedText } from './shared-columns.ts';
import { tours } from './tours.ts';

export const tourImages = pgTable(
  'tour_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('tour_images_tour_id_sort_order_index').on(table.tourId, table.sortOrder),
    check(
      'tour_images_dimensions_check',
      sql`(${table.width} is null or ${table.width} > 0) and (${table.height} is null or ${table.height} > 0)`,
    ),
  ],
);
