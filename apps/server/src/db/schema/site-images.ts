import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, type LocalizedText } from './shared-columns.ts';

export const siteImageCategories = ['hero', 'hero-rentals', 'hero-apartments', 'hero-tours'] as const;
export type SiteImageCategory = (typeof siteImageCategories)[number];

/** Page-level pictures (hero banners) that are not tied to an apartment or a tour. */
export const siteImages = pgTable(
  'site_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: siteImageCategories }).notNull(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('site_images_category_sort_order_index').on(table.category, table.sortOrder),
    checkOneOf('site_images_category_check', table.category, siteImageCategories),
    check(
      'site_images_dimensions_check',
      sql`(${table.width} is null or ${table.width} > 0) and (${table.height} is null or ${table.height} > 0)`,
    ),
  ],
);
