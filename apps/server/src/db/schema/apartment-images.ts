import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { apartments } from './apartments.ts';
import {
  checkOneOf,
  checkPictureDimensions,
  idColumn,
  parentColumn,
  pictureColumns,
} from './shared-columns.ts';

export const apartmentRoomTypes = [
  'exterior',
  'living',
  'bedroom-1',
  'bedroom-2',
  'bedroom-3',
  'kitchen',
  'bathroom-1',
  'bathroom-2',
  'balcony',
  'other',
] as const;
export type ApartmentRoomType = (typeof apartmentRoomTypes)[number];

export const apartmentImages = pgTable(
  'apartment_images',
  {
    id: idColumn(),
    apartmentId: parentColumn('apartment_id', () => apartments.id),
    roomType: text('room_type', { enum: apartmentRoomTypes }).notNull().default('other'),
    ...pictureColumns(),
  },
  (table) => [
    index('apartment_images_apartment_id_sort_order_index').on(table.apartmentId, table.sortOrder),
    checkOneOf('apartment_images_room_type_check', table.roomType, apartmentRoomTypes),
    checkPictureDimensions('apartment_images_dimensions_check', table),
  ],
);
