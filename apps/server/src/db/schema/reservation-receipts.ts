import { RECEIPT_CONTENT_TYPES } from '@konak/domain/reservations/payment-receipt';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';
import { checkOneOf } from './shared-columns.ts';
import { users } from './users.ts';

/**
 * The bank-transfer receipt a guest sent for a reservation (decision 057): one per reservation, replaced while
 * it is pending. The bytes live in a file under DATA_DIR/uploads/receipts; this row says who sent what and when.
 */
export const reservationReceipts = pgTable(
  'reservation_receipts',
  {
    reservationId: uuid('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: RECEIPT_CONTENT_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // SHA-256 of the bytes: the same file sent twice (a double click, a retry) changes nothing and mails no one.
    sha256: text('sha256').notNull(),
    // Path under the uploads folder; a new random name per file, so a replacement never overwrites one being read.
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    checkOneOf('reservation_receipts_content_type_check', table.contentType, RECEIPT_CONTENT_TYPES),
  ],
);
