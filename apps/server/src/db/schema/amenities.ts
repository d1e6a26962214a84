import { AMENITY_CATEGORIES, type AmenityCategory } from '@konak/domain/catalogue/apartment-rules';
import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { apartments } from './apartments.ts';
import { checkOneOf, idColumn, parentColumn } from './shared-columns.ts';

// The closed set is the domain's, shared with the API and the pages.
export { AMENITY_CATEGORIES as amenityCategories, type AmenityCategory };

export const amenities = pgTable(
  'amenities',
  {
    id: idColumn(),
    // Stable identifier used by the seed and in code; names may change, keys do not.
    key: text('key').notNull(),
    // Icon name understood by the web app's icon set.
    icon: text('icon').notNull(),
    category: text('category', { enum: AMENITY_CATEGORIES }).notNull(),
    // Pages show only the first few amenities, so the catalogue order puts the most asked-about first.
    sortOrder: integer('sort_order').notNull().default(0),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    nameRu: text('name_ru').notNull(),
  },
  (table) => [
    unique('amenities_key_unique').on(table.key),
    checkOneOf('amenities_category_check', table.category, AMENITY_CATEGORIES),
  ],
);

export const apartmentAmenities = pgTable(
  'apartment_amenities',
  {
    apartmentId: parentColumn('apartment_id', () => apartments.id),
    amenityId: parentColumn('amenity_id', () => amenities.id),
  },
  (table) => [
    primaryKey({ name: 'apartment_amenities_pkey', columns: [table.apartmentId, table.amenityId] }),
    index('apartment_amenities_amenity_id_index').on(table.amenityId),
  ],
);
