import { index, pgTable } from 'drizzle-orm/pg-core';
import { checkPictureDimensions, idColumn, parentColumn, pictureColumns } from './shared-columns.ts';
import { tours } from './tours.ts';

export const tourImages = pgTable(
  'tour_images',
  {
    id: idColumn(),
    tourId: parentColumn('tour_id', () => tours.id),
    ...pictureColumns(),
  },
  (table) => [
    index('tour_images_tour_id_sort_order_index').on(table.tourId, table.sortOrder),
    checkPictureDimensions('tour_images_dimensions_check', table),
  ],
);
