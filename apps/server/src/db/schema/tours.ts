import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
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

export const tours = pgTable(
  'tours',
  {
    id: idColumn(),
    tourNumber: integer('tour_number').notNull().generatedByDefaultAsIdentity(),
    // Fallback when a translation has no meeting point of its own.
    meetingPoint: text('meeting_point').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    // Places on ONE departure (a date and a start time), not per day (decision 058).
    maxPeople: integer('max_people').notNull(),
    // "HH:MM" in Istanbul time, earliest first; existing tours start at 10:00 until an admin says otherwise.
    startTimes: text('start_times').array().notNull().default(sql`'{10:00}'::text[]`),
    // ISO weekdays the tour runs (1 Monday … 7 Sunday); every day unless told otherwise.
    weekdays: smallint('weekdays').array().notNull().default(sql`'{1,2,3,4,5,6,7}'::smallint[]`),
    // Per person.
    basePriceCents: integer('base_price_cents').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('tours_tour_number_unique').on(table.tourNumber),
    check('tours_tour_number_check', sql`${table.tourNumber} > 0`),
    check('tours_duration_minutes_check', sql`${table.durationMinutes} > 0`),
    check('tours_max_people_check', sql`${table.maxPeople} >= 1`),
    check('tours_base_price_cents_check', sql`${table.basePriceCents} >= 0`),
    check(
      'tours_start_times_check',
      sql`cardinality(${table.startTimes}) >= 1 and array_to_string(${table.startTimes}, ',') ~ '^([01][0-9]|2[0-3]):[0-5][0-9](,([01][0-9]|2[0-3]):[0-5][0-9])*$'`,
    ),
    check(
      'tours_weekdays_check',
      sql`cardinality(${table.weekdays}) >= 1 and ${table.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
  ],
);

export const tourTranslations = pgTable(
  'tour_translations',
  {
    tourId: parentColumn('tour_id', () => tours.id),
    language: languageColumn('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    meetingPoint: text('meeting_point'),
  },
  (table) => [
    primaryKey({ name: 'tour_translations_pkey', columns: [table.tourId, table.language] }),
    unique('tour_translations_language_slug_unique').on(table.language, table.slug),
    checkOneOf('tour_translations_language_check', table.language, languages),
    checkSlug('tour_translations_slug_check', table.slug),
  ],
);
