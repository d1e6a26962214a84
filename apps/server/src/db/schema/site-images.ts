import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf, checkPictureDimensions, idColumn, pictureColumns } from './shared-columns.ts';

export const siteImageCategories = ['hero', 'hero-rentals', 'hero-apartments', 'hero-tours'] as const;
export type SiteImageCategory = (typeof siteImageCategories)[number];

/** Page-level pictures (hero banners) that are not tied to an apartment or a tour. */
export const siteImages = pgTable(
  'site_images',
  {
    id: idColumn(),
    category: text('category', { enum: siteImageCategories }).notNull(),
    ...pictureColumns(),
    // SHA-256 of an uploaded original (decisions 084, 092): the same file sent twice for one category is one picture.
    contentHash: text('content_hash'),
  },
  (table) => [
    uniqueIndex('site_images_category_content_hash_index').on(table.category, table.contentHash),
    index('site_images_category_sort_order_index').on(table.category, table.sortOrder),
    checkOneOf('site_images_category_check', table.category, siteImageCategories),
    checkPictureDimensions('site_images_dimensions_check', table),
  ],
);
