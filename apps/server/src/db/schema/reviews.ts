import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@konak/domain/reviews';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { apartments } from './apartments.ts';
import { reservations } from './reservations.ts';
import {
  checkOneOf,
  createdAt,
  idColumn,
  languageColumn,
  languages,
  parentColumn,
  updatedAt,
} from './shared-columns.ts';
import { users } from './users.ts';

/**
 * A guest's rating and words about a completed apartment stay: one per reservation (decision 043). The reviewer
 * is the reservation's member; a deleted account keeps its reviews, shown as "former guest" (the user row is
 * anonymised, and should it ever be removed the review stays with a null user).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    reservationId: parentColumn('reservation_id', () => reservations.id),
    apartmentId: parentColumn('apartment_id', () => apartments.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    // The language the guest wrote in; pages mark it and set the text's `lang`.
    language: languageColumn('language').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('reviews_reservation_id_unique').on(table.reservationId),
    index('reviews_apartment_id_created_at_index').on(table.apartmentId, table.createdAt),
    index('reviews_created_at_index').on(table.createdAt),
    index('reviews_user_id_index').on(table.userId),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check(
      'reviews_text_length_check',
      sql`char_length(${table.text}) between ${sql.raw(String(REVIEW_TEXT_MIN))} and ${sql.raw(String(REVIEW_TEXT_MAX))}`,
    ),
    checkOneOf('reviews_language_check', table.language, languages),
  ],
);
