import type { LegalDocumentType } from '@konak/domain/api/legal/legal-document-types';
import type { Language } from '@konak/domain/languages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { legalDocuments } from '../../db/schema/legal.ts';

const summaryColumns = {
  id: legalDocuments.id,
  type: legalDocuments.type,
  language: legalDocuments.language,
  title: legalDocuments.title,
  version: legalDocuments.version,
  updatedAt: legalDocuments.updatedAt,
};

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;
export type LegalDocumentSummaryRow = Pick<LegalDocumentRow, keyof typeof summaryColumns>;

/** Every document's summary in any of the languages (at most one per type and language). */
export function summaryRowsIn(
  db: Database,
  languages: readonly Language[],
): Promise<LegalDocumentSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(legalDocuments)
    .where(inArray(legalDocuments.language, [...languages]));
}

/** The document of a type in any of the languages (at most one row per language). */
export function documentRowsIn(
  db: Database,
  type: LegalDocumentType,
  languages: readonly Language[],
): Promise<LegalDocumentRow[]> {
  return db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.type, type), inArray(legalDocuments.language, [...languages])));
}

/** Deletes a language's current text (its history stays); false when there was none with that id. */
export async function deleteDocumentRow(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(legalDocuments)
    .where(eq(legalDocuments.id, id))
    .returning({ id: legalDocuments.id });
  return deleted.length > 0;
}
