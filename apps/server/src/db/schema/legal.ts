import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';
import { checkOneOf, createdAt, idColumn, languageColumn, languages, updatedAt } from './shared-columns.ts';
import { users } from './users.ts';

export const legalDocumentTypes = [
  'kvkk',
  'privacy-policy',
  'terms-conditions',
  'cookie-policy',
  'distance-sales-contract',
] as const;
export type LegalDocumentType = (typeof legalDocumentTypes)[number];

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: idColumn(),
    type: text('type', { enum: legalDocumentTypes }).notNull(),
    language: languageColumn('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The number of the version this text is (legal_document_versions), so readers can say which one they show. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('legal_documents_type_language_unique').on(table.type, table.language),
    checkOneOf('legal_documents_type_check', table.type, legalDocumentTypes),
    checkOneOf('legal_documents_language_check', table.language, languages),
  ],
);

/**
 * Every text a document of a type and language ever had (decision 091): a save adds the next number, nothing is
 * changed or deleted afterwards, so what a guest accepted can always be read again. Not tied to legal_documents'
 * row: deleting a language's current text keeps its history.
 */
export const legalDocumentVersions = pgTable(
  'legal_document_versions',
  {
    id: idColumn(),
    type: text('type', { enum: legalDocumentTypes }).notNull(),
    language: languageColumn('language').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    // Null for the seed's texts, the migrated ones and the spec's own save call by an account since deleted.
    savedByUserId: uuid('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    savedByName: text('saved_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('legal_document_versions_type_language_version_unique').on(
      table.type,
      table.language,
      table.version,
    ),
    checkOneOf('legal_document_versions_type_check', table.type, legalDocumentTypes),
    checkOneOf('legal_document_versions_language_check', table.language, languages),
    check('legal_document_versions_version_check', sql`${table.version} >= 1`),
  ],
);

/**
 * Which version of which document a guest accepted: when registering (on the account) or when booking (on the
 * reservation, and on the account that booked). Kept as long as the reservation or account is.
 */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    id: idColumn(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => legalDocumentVersions.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('legal_acceptances_user_index').on(table.userId),
    index('legal_acceptances_reservation_index').on(table.reservationId),
    index('legal_acceptances_version_index').on(table.versionId),
    check(
      'legal_acceptances_holder_check',
      sql`${table.userId} is not null or ${table.reservationId} is not null`,
    ),
  ],
);
