import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/stored-files.ts';

/** A file kept in the database so that every app server reads the same bytes (decision 101). */
export type StoredFile = { key: string; contentType: string; bytes: Buffer };

/**
 * Keeps a file under a key the server made. Written in the caller's transaction, so the file exists exactly when the
 * row that names it does; the same key again (a retried upload of the same bytes) keeps the first.
 */
export async function putStoredFile(db: Database, file: StoredFile): Promise<void> {
  await db
    .insert(storedFiles)
    .values({
      key: file.key,
      contentType: file.contentType,
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      bytes: file.bytes,
    })
    .onConflictDoNothing({ target: storedFiles.key });
}

/** The file's bytes and type, or undefined when no file has that key. */
export async function readStoredFile(db: Database, key: string): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ contentType: storedFiles.contentType, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  return row && { key, ...row };
}

/** Whether a file has that key, without reading its bytes. */
export async function storedFileExists(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key));
  return row !== undefined;
}

/** Removes a file; one already gone is fine. */
export async function deleteStoredFile(db: Database, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}
