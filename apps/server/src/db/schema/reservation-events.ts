import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { reservationActors, reservationStatuses, reservations } from './reservations.ts';
import { checkOneOf, createdAt, idColumn, parentColumn } from './shared-columns.ts';
import { users } from './users.ts';

/** Audit trail: every status change of a reservation, with who made it and why. */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: idColumn(),
    reservationId: parentColumn('reservation_id', () => reservations.id),
    // Null for the creation event.
    fromStatus: text('from_status', { enum: reservationStatuses }),
    toStatus: text('to_status', { enum: reservationStatuses }).notNull(),
    actor: text('actor', { enum: reservationActors }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('reservation_events_reservation_id_created_at_index').on(table.reservationId, table.createdAt),
    checkOneOf('reservation_events_from_status_check', table.fromStatus, reservationStatuses),
    checkOneOf('reservation_events_to_status_check', table.toStatus, reservationStatuses),
    checkOneOf('reservation_events_actor_check', table.actor, reservationActors),
  ],
);
