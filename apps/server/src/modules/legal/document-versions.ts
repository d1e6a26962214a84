import type { LegalDocumentType } from '@konak/domain/api/legal/legal-document-types';
import type { Language } from '@konak/domain/languages';
import { and, desc, eq, max } from 'drizzle-orm';
import { type Database, sqlConstraint, sqlState } from '../../db/client.ts';
import { legalDocuments, legalDocumentVersions } from '../../db/schema/legal.ts';
import { AppError } from '../../http/app-error.ts';
import type { LegalDocumentRow } from './repository.ts';

export type LegalVersionRow = typeof legalDocumentVersions.$inferSelect;

export type LegalDocumentText = {
  type: LegalDocumentType;
  language: Language;
  title: string;
  content: string;
  /** When the text last changed, if it says so itself (the seed's files); otherwise now. */
  updatedAt?: Date;
};

export type VersionWriteOptions = {
  /** Leave an identical stored text alone (the seed's re-runs): then nothing is written and undefined comes back. */
  onlyWhenChanged?: boolean;
  /**
   * The version the editor started from (0: there was none). When another save came in between, the same text
   * saved by the same person is that save repeated (a double click) and answers it; anything else is a 409.
   */
  baseVersion?: number;
  savedBy?: { id: string; name: string } | null;
};

export type WrittenVersion = {
  document: LegalDocumentRow;
  version: LegalVersionRow;
  /** The language had no current text before (201 rather than 200). */
  created: boolean;
  /** A repeat of the save that made `version`: nothing new was written. */
  repeated: boolean;
};

export const legalVersionConflict = () =>
  new AppError(409, 'error.legal_version_conflict', { code: 'legal_version_conflict' });

const VERSION_NUMBER_CLASH = 'legal_document_versions_type_language_version_unique';
const FIRST_TEXT_CLASH = 'legal_documents_type_language_unique';
const ATTEMPTS = 3;

/**
 * Saves a text as the next version of its type and language and makes it the current one, in one transaction
 * (decision 091). The current row is locked first, so two saves of one language take numbers one after the other;
 * two first saves of a language at once clash on a unique constraint and the loser tries again, now behind the lock.
 */
export async function writeDocumentVersion(
  db: Database,
  text: LegalDocumentText,
  options: VersionWriteOptions = {},
): Promise<WrittenVersion | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => writeOnce(tx as unknown as Database, text, options));
    } catch (error) {
      const constraint = sqlConstraint(error);
      const clash =
        sqlState(error) === '23505' &&
        (constraint === VERSION_NUMBER_CLASH || constraint === FIRST_TEXT_CLASH);
      if (!clash || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function writeOnce(
  tx: Database,
  text: LegalDocumentText,
  { onlyWhenChanged = false, baseVersion, savedBy = null }: VersionWriteOptions,
): Promise<WrittenVersion | undefined> {
  const where = and(eq(legalDocuments.type, text.type), eq(legalDocuments.language, text.language));
  const [current] = await tx.select().from(legalDocuments).where(where).for('update');
  const unchanged = current?.title === text.title && current.content === text.content;
  if (onlyWhenChanged && unchanged) return undefined;
  if (baseVersion !== undefined && baseVersion !== (current?.version ?? 0)) {
    const latest = current ? await versionRow(tx, text.type, text.language, current.version) : undefined;
    if (current && latest && unchanged && savedBy && latest.savedByUserId === savedBy.id) {
      return { document: current, version: latest, created: false, repeated: true };
    }
    throw legalVersionConflict();
  }
  // After a language's text was deleted its history stays, so the next number comes from the history.
  const [highest] = await tx
    .select({ number: max(legalDocumentVersions.version) })
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.type, text.type), eq(legalDocumentVersions.language, text.language)));
  const number = (highest?.number ?? 0) + 1;
  const savedAt = text.updatedAt ?? new Date();
  const [version] = await tx
    .insert(legalDocumentVersions)
    .values({
      type: text.type,
      language: text.language,
      version: number,
      title: text.title,
      content: text.content,
      savedByUserId: savedBy?.id ?? null,
      savedByName: savedBy?.name ?? null,
      createdAt: savedAt,
    })
    .returning();
  const fields = { title: text.title, content: text.content, version: number, updatedAt: savedAt };
  const [document] = current
    ? await tx.update(legalDocuments).set(fields).where(eq(legalDocuments.id, current.id)).returning()
    : await tx
        .insert(legalDocuments)
        .values({ type: text.type, language: text.language, ...fields })
        .returning();
  if (!version || !document) throw new Error('saving a legal document version returned no row');
  return { document, version, created: !current, repeated: false };
}

async function versionRow(
  db: Database,
  type: LegalDocumentType,
  language: Language,
  number: number,
): Promise<LegalVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(legalDocumentVersions)
    .where(
      and(
        eq(legalDocumentVersions.type, type),
        eq(legalDocumentVersions.language, language),
        eq(legalDocumentVersions.version, number),
      ),
    );
  return row;
}

/** Every version of a type and language, newest first, without their texts. */
export function versionSummaries(db: Database, type: LegalDocumentType, language: Language) {
  return db
    .select({
      id: legalDocumentVersions.id,
      version: legalDocumentVersions.version,
      title: legalDocumentVersions.title,
      savedByName: legalDocumentVersions.savedByName,
      createdAt: legalDocumentVersions.createdAt,
    })
    .from(legalDocumentVersions)
    .where(and(eq(legalDocumentVersions.type, type), eq(legalDocumentVersions.language, language)))
    .orderBy(desc(legalDocumentVersions.version));
}

export async function versionById(db: Database, id: string): Promise<LegalVersionRow | undefined> {
  const [row] = await db.select().from(legalDocumentVersions).where(eq(legalDocumentVersions.id, id));
  return row;
}

/** The current version of each type and language: what the overview lists. */
export function currentDocuments(db: Database) {
  return db
    .select({
      type: legalDocuments.type,
      language: legalDocuments.language,
      title: legalDocuments.title,
      version: legalDocuments.version,
      updatedAt: legalDocuments.updatedAt,
    })
    .from(legalDocuments);
}
