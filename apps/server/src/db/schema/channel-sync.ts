import { CHANNEL_LABELS } from '@konak/domain/api/admin/channel-feed-fields';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { apartments } from './apartments.ts';
import { reservations } from './reservations.ts';
import { createdAt, idColumn, nullableTimestamp, parentColumn, updatedAt } from './shared-columns.ts';

/**
 * An apartment's export feed: only the SHA-256 of its secret token is kept (decision 093), so the database never
 * holds a working feed address; a rotation replaces the hash, and the old address stops at once.
 */
export const channelExportTokens = pgTable('channel_export_tokens', {
  apartmentId: uuid('apartment_id')
    .primaryKey()
    .references(() => apartments.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('channel_export_tokens_token_hash_unique'),
  createdAt: createdAt(),
});

/** An iCalendar feed of another channel imported for one apartment, with the state of its last fetches. */
export const channelFeeds = pgTable(
  'channel_feeds',
  {
    id: idColumn(),
    apartmentId: parentColumn('apartment_id', () => apartments.id),
    label: text('label', { enum: CHANNEL_LABELS }).notNull(),
    url: text('url').notNull(),
    // When the poller may fetch it next: 15 minutes after a fetch, later while it keeps failing (backoff).
    nextFetchAt: nullableTimestamp('next_fetch_at').notNull().defaultNow(),
    lastFetchedAt: nullableTimestamp('last_fetched_at'),
    lastSuccessAt: nullableTimestamp('last_success_at'),
    lastError: text('last_error'),
    lastErrorAt: nullableTimestamp('last_error_at'),
    // Events in the last successful answer: an empty answer after a non-empty one is refused as an error.
    eventCount: integer('event_count').notNull().default(0),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('channel_feeds_apartment_url_unique').on(table.apartmentId, table.url),
    index('channel_feeds_next_fetch_index').on(table.nextFetchAt),
    check('channel_feeds_event_count_check', sql`${table.eventCount} >= 0`),
  ],
);

/**
 * A night range another channel sold or closed: not a reservation, but its nights are closed for booking like a
 * closed day (decision 094). Half-open [checkIn, checkOut) in the Istanbul calendar. Never exported.
 */
export const channelBlocks = pgTable(
  'channel_blocks',
  {
    id: idColumn(),
    feedId: parentColumn('feed_id', () => channelFeeds.id),
    apartmentId: parentColumn('apartment_id', () => apartments.id),
    uid: text('uid').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    // The event's own title ("Reserved", "CLOSED - Not available"), shown to the operator only.
    summary: text('summary').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('channel_blocks_feed_dates_unique').on(table.feedId, table.checkIn, table.checkOut),
    index('channel_blocks_apartment_index').on(table.apartmentId, table.checkOut),
    check('channel_blocks_dates_check', sql`${table.checkOut} > ${table.checkIn}`),
  ],
);

/** A block that overlaps a direct booking, remembered so the operator is e-mailed once per pair (issue 18 §4). */
export const channelConflicts = pgTable(
  'channel_conflicts',
  {
    blockId: parentColumn('block_id', () => channelBlocks.id),
    reservationId: parentColumn('reservation_id', () => reservations.id),
    detectedAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'channel_conflicts_pkey', columns: [table.blockId, table.reservationId] })],
);
