import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { apartments } from './apartments.ts';
import { checkOneOf, createdAt, type LocalizedText } from './shared-columns.ts';

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
    id: uuid('id').primaryKey().defaultRandom(),
    apartmentId: uuid('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    // Storage key of the uploaded original, or an absolute URL for images hosted elsewhere.
    url: text('url').notNull(),
    roomType: text('room_type', { enum: apartmentRoomTypes }).notNull().default('other'),
    sortOrder: integer('sort_order').notNull().default(0),
    // Known dimensions let pages reserve the space and avoid layout shift.
    width: integer('width'),
    height: integer('height'),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('apartment_images_apartment_id_sort_order_index').on(table.apartmentId, table.sortOrder),
    checkOneOf('apartment_images_room_type_check', table.roomType, apartmentRoomTypes),
    check(
      'apartment_images_dimensions_check',
      sql`(${table.width} is null or ${table.width} > 0) and (${table.height} is null or ${table.height} > 0)`,
    ),
  ],
);
