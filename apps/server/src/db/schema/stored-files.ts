import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea as a Buffer: pg hands back a Buffer, PGlite a Uint8Array, so both are wrapped the same way. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files every app server must see (decision 101): the master of each uploaded photo and each bank-transfer
 * receipt. The encoded photo variants are not here; each machine makes them from the master and keeps them on disk.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    // `photos/<32 hex>` or `receipts/<reservation id>/<uuid>.<ext>`: made by the server, never by a client.
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // SHA-256 of `bytes`: db:move and restores compare it, and a reader may check what it got.
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stored_files_size_check', sql`${table.sizeBytes} = octet_length(${table.bytes})`)],
);
