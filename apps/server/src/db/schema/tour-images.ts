import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkPictureDimensions, idColumn, parentColumn, pictureColumns } from './shared-columns.ts';
import { tours } from './tours.ts';

export const tourImages = pgTable(
  'tour_images',
  {
    id: idColumn(),
    tourId: parentColumn('tour_id', () => tours.id),
    ...pictureColumns(),
    // SHA-256 of an uploaded original (decision 084): the same file sent twice for one listing is one photo.
    contentHash: text('content_hash'),
  },
  (table) => [
    index('tour_images_tour_id_sort_order_index').on(table.tourId, table.sortOrder),
    uniqueIndex('tour_images_tour_id_content_hash_index').on(table.tourId, table.contentHash),
    checkPictureDimensions('tour_images_dimensions_check', table),
  ],
);
