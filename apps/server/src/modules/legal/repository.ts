import type { LegalDocumentType } from '@konak/domain/api/legal/legal-document-types';
import type { Language } from '@konak/domain/languages';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { legalDocuments } from '../../db/schema/legal.ts';

const summaryColumns = {
  id: legalDocuments.id,
  type: legalDocuments.type,
  language: legalDocuments.language,
  title: legalDocuments.title,
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

export type LegalDocumentText = {
  type: LegalDocumentType;
  language: Language;
  title: string;
  content: string;
  /** When the text last changed, if it says so itself (the seed's files); otherwise now. */
  updatedAt?: Date;
};

/**
 * Creates the version of a type and language or replaces its text, in one statement (no race between two saves).
 * `onlyWhenChanged` leaves an identical stored text alone, its `updatedAt` included (the seed's re-runs); then
 * no row comes back. `created` tells an insert from an update (a fresh row has no xmax).
 */
export async function upsertDocumentRow(
  db: Database,
  text: LegalDocumentText,
  { onlyWhenChanged = false }: { onlyWhenChanged?: boolean } = {},
): Promise<(LegalDocumentRow & { created: boolean }) | undefined> {
  const [row] = await db
    .insert(legalDocuments)
    .values(text)
    .onConflictDoUpdate({
      target: [legalDocuments.type, legalDocuments.language],
      set: { title: text.title, content: text.content, updatedAt: text.updatedAt ?? sql`now()` },
      ...(onlyWhenChanged
        ? { setWhere: or(ne(legalDocuments.title, text.title), ne(legalDocuments.content, text.content)) }
        : {}),
    })
    .returning({
      id: legalDocuments.id,
      type: legalDocuments.type,
      language: legalDocuments.language,
      title: legalDocuments.title,
      content: legalDocuments.content,
      createdAt: legalDocuments.createdAt,
      updatedAt: legalDocuments.updatedAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  return row;
}

/** Deletes one version; false when there was none with that id. */
export async function deleteDocumentRow(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(legalDocuments)
    .where(eq(legalDocuments.id, id))
    .returning({ id: legalDocuments.id });
  return deleted.length > 0;
}
