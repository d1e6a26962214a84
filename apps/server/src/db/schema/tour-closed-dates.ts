import { date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parentColumn } from './shared-columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

/**
 * Tour days an operator closed for new bookings (decision 078): the public departures call leaves them out and a
 * booking for them is refused, while the bookings already made stay. Reopening deletes the row; the audit trail
 * keeps the history.
 */
export const tourClosedDates = pgTable(
  'tour_closed_dates',
  {
    tourId: parentColumn('tour_id', () => tours.id),
    // An Istanbul calendar day: every start time of that day is closed.
    date: date('date', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    closedByUserId: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ name: 'tour_closed_dates_pk', columns: [table.tourId, table.date] })],
);
