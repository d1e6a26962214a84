import { pgTable, text, unique } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, idColumn, languageColumn, languages, updatedAt } from './shared-columns.ts';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('legal_documents_type_language_unique').on(table.type, table.language),
    checkOneOf('legal_documents_type_check', table.type, legalDocumentTypes),
    checkOneOf('legal_documents_language_check', table.language, languages),
  ],
);
