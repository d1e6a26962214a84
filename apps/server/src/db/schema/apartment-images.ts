import { APARTMENT_ROOM_TYPES, type ApartmentRoomType } from '@konak/domain/catalogue/apartment-rules';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { apartments } from './apartments.ts';
import {
  checkOneOf,
  checkPictureDimensions,
  idColumn,
  parentColumn,
  pictureColumns,
} from './shared-columns.ts';

// The closed set is the domain's, shared with the API and the pages.
export { APARTMENT_ROOM_TYPES as apartmentRoomTypes, type ApartmentRoomType };

export const apartmentImages = pgTable(
  'apartment_images',
  {
    id: idColumn(),
    apartmentId: parentColumn('apartment_id', () => apartments.id),
    roomType: text('room_type', { enum: APARTMENT_ROOM_TYPES }).notNull().default('other'),
    ...pictureColumns(),
    // SHA-256 of an uploaded original (decision 084): the same file sent twice for one listing is one photo.
    contentHash: text('content_hash'),
  },
  (table) => [
    index('apartment_images_apartment_id_sort_order_index').on(table.apartmentId, table.sortOrder),
    checkOneOf('apartment_images_room_type_check', table.roomType, APARTMENT_ROOM_TYPES),
    uniqueIndex('apartment_images_apartment_id_content_hash_index').on(table.apartmentId, table.contentHash),
    checkPictureDimensions('apartment_images_dimensions_check', table),
  ],
);
