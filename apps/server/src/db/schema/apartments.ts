import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  checkOneOf,
  checkSlug,
  createdAt,
  idColumn,
  languageColumn,
  languages,
  parentColumn,
  updatedAt,
} from './shared-columns.ts';

export const apartments = pgTable(
  'apartments',
  {
    id: idColumn(),
    // The number people use on the phone and in WhatsApp messages; assigned automatically unless given.
    apartmentNumber: integer('apartment_number').notNull().generatedByDefaultAsIdentity(),
    basePriceCents: integer('base_price_cents').notNull().default(10000),
    rooms: integer('rooms').notNull().default(1),
    bathrooms: integer('bathrooms').notNull().default(1),
    sizeM2: integer('size_m2').notNull().default(50),
    maxCapacity: integer('max_capacity').notNull().default(4),
    // Null means limited only by max_capacity.
    maxAdults: integer('max_adults'),
    maxChildren: integer('max_children'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    district: text('district'),
    neighborhood: text('neighborhood'),
    city: text('city').notNull().default('İstanbul'),
    address: text('address'),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    guaranteeFeePercent: integer('guarantee_fee_percent').notNull().default(20),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    category: text('category'),
    // Ministry of Culture and Tourism permit ("izin belgesi numarası") Turkish rules require on every short-stay
    // listing; shown on the public page. Null until the operator enters it (decision 082).
    permitNumber: text('permit_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('apartments_apartment_number_unique').on(table.apartmentNumber),
    index('apartments_category_index').on(table.category),
    check('apartments_apartment_number_check', sql`${table.apartmentNumber} > 0`),
    check('apartments_base_price_cents_check', sql`${table.basePriceCents} >= 0`),
    check('apartments_rooms_check', sql`${table.rooms} >= 0`),
    check('apartments_bathrooms_check', sql`${table.bathrooms} >= 0`),
    check('apartments_size_m2_check', sql`${table.sizeM2} > 0`),
    check('apartments_max_capacity_check', sql`${table.maxCapacity} >= 1`),
    check(
      'apartments_max_adults_check',
      sql`${table.maxAdults} is null or ${table.maxAdults} between 1 and ${table.maxCapacity}`,
    ),
    check(
      'apartments_max_children_check',
      sql`${table.maxChildren} is null or ${table.maxChildren} between 0 and ${table.maxCapacity}`,
    ),
    check(
      'apartments_latitude_check',
      sql`${table.latitude} is null or ${table.latitude} between -90 and 90`,
    ),
    check(
      'apartments_longitude_check',
      sql`${table.longitude} is null or ${table.longitude} between -180 and 180`,
    ),
    check('apartments_check_in_time_check', sql`${table.checkInTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('apartments_check_out_time_check', sql`${table.checkOutTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('apartments_guarantee_fee_percent_check', sql`${table.guaranteeFeePercent} between 15 and 25`),
    check(
      'apartments_permit_number_check',
      sql`${table.permitNumber} is null or ${table.permitNumber} ~ '^[A-Za-z0-9][A-Za-z0-9 ./-]{3,38}[A-Za-z0-9]$'`,
    ),
  ],
);

export const apartmentTranslations = pgTable(
  'apartment_translations',
  {
    apartmentId: parentColumn('apartment_id', () => apartments.id),
    language: languageColumn('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
  },
  (table) => [
    primaryKey({ name: 'apartment_translations_pkey', columns: [table.apartmentId, table.language] }),
    unique('apartment_translations_language_slug_unique').on(table.language, table.slug),
    // /apartment/{slug} accepts a slug of any language.
    index('apartment_translations_slug_index').on(table.slug),
    checkOneOf('apartment_translations_language_check', table.language, languages),
    checkSlug('apartment_translations_slug_check', table.slug),
  ],
);

/** Slugs an apartment used to have, so old links and search results redirect to the current one. */
export const apartmentSlugHistory = pgTable(
  'apartment_slug_history',
  {
    language: languageColumn('language').notNull(),
    slug: text('slug').notNull(),
    apartmentId: parentColumn('apartment_id', () => apartments.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'apartment_slug_history_pkey', columns: [table.language, table.slug] }),
    index('apartment_slug_history_slug_index').on(table.slug),
    index('apartment_slug_history_apartment_id_index').on(table.apartmentId),
    checkOneOf('apartment_slug_history_language_check', table.language, languages),
  ],
);
