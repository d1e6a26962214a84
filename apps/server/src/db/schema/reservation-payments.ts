import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';
import { checkOneOf, idColumn, parentColumn } from './shared-columns.ts';
import { users } from './users.ts';

export const reservationPaymentKinds = ['payment', 'refund'] as const;
export type ReservationPaymentKind = (typeof reservationPaymentKinds)[number];
/** How money moved: the operator records what happened, the site takes no money itself here. */
export const recordedPaymentMethods = ['bank_transfer', 'cash', 'card', 'other'] as const;
export type RecordedPaymentMethod = (typeof recordedPaymentMethods)[number];

/**
 * Money the back office recorded for a reservation (issue 14): payments received and refunds paid out, each with
 * who recorded it. The reservation's paid_cents and refunded_cents are the sums kept up to date in the same
 * transaction. The idempotency key (the request's Idempotency-Key, or a fixed key for "transfer received") makes a
 * retried or doubled request record the money once.
 */
export const reservationPayments = pgTable(
  'reservation_payments',
  {
    id: idColumn(),
    reservationId: parentColumn('reservation_id', () => reservations.id),
    kind: text('kind', { enum: reservationPaymentKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: recordedPaymentMethods }).notNull(),
    reference: text('reference'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (table) => [
    unique('reservation_payments_idempotency_key_unique').on(table.idempotencyKey),
    index('reservation_payments_reservation_id_index').on(table.reservationId, table.recordedAt),
    checkOneOf('reservation_payments_kind_check', table.kind, reservationPaymentKinds),
    checkOneOf('reservation_payments_method_check', table.method, recordedPaymentMethods),
    check('reservation_payments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** Internal notes of the operators on a reservation: never shown to the guest, never deleted. */
export const reservationNotes = pgTable(
  'reservation_notes',
  {
    id: idColumn(),
    reservationId: parentColumn('reservation_id', () => reservations.id),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (table) => [
    unique('reservation_notes_idempotency_key_unique').on(table.idempotencyKey),
    index('reservation_notes_reservation_id_index').on(table.reservationId, table.createdAt),
  ],
);
