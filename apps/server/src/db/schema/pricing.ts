import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { apartments } from './apartments.ts';
import { parentColumn } from './shared-columns.ts';

/**
 * Per-night price calendar. A day without a row costs the apartment's base price, has a one-night
 * minimum and is open, so the table only holds the days someone actually set.
 */
export const pricingDays = pgTable(
  'pricing_days',
  {
    apartmentId: parentColumn('apartment_id', () => apartments.id),
    date: date('date', { mode: 'string' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    // The undiscounted price, shown struck through next to price_cents.
    originalPriceCents: integer('original_price_cents'),
    minStayNights: integer('min_stay_nights').notNull().default(1),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'pricing_days_pkey', columns: [table.apartmentId, table.date] }),
    // The availability search reads the few nights of one stay for every apartment: one range of this index
    // instead of one search of the primary key per apartment (decision 038).
    index('pricing_days_date_index').on(table.date, table.apartmentId),
    check('pricing_days_price_cents_check', sql`${table.priceCents} >= 0`),
    check(
      'pricing_days_original_price_cents_check',
      sql`${table.originalPriceCents} is null or ${table.originalPriceCents} > ${table.priceCents}`,
    ),
    check('pricing_days_min_stay_nights_check', sql`${table.minStayNights} between 1 and 30`),
  ],
);
