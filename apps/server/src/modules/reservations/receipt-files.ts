import { randomUUID } from 'node:crypto';
import { RECEIPT_EXTENSIONS, type ReceiptContentType } from '@konak/domain/reservations/payment-receipt';
import type { Database } from '../../db/client.ts';
import { deleteStoredFile, putStoredFile, readStoredFile } from '../stored-files/surface.ts';

/**
 * Receipts are stored files (decision 101): in the database, so the guest may upload through one app server and the
 * operator download through another. Keys are ours (reservation id + random name), never the guest's file name.
 */
const RECEIPT_PREFIX = 'receipts/';

/** Keeps the bytes under a new random name, in the caller's transaction, and returns the key the row stores. */
export async function writeReceiptFile(
  tx: Database,
  reservationId: string,
  contentType: ReceiptContentType,
  bytes: Buffer,
): Promise<string> {
  const storageKey = `${reservationId}/${randomUUID()}.${RECEIPT_EXTENSIONS[contentType]}`;
  await putStoredFile(tx, { key: `${RECEIPT_PREFIX}${storageKey}`, contentType, bytes });
  return storageKey;
}

/** The receipt's bytes, or undefined when its file is gone. */
export async function readReceiptFile(db: Database, storageKey: string): Promise<Buffer | undefined> {
  return (await readStoredFile(db, `${RECEIPT_PREFIX}${storageKey}`))?.bytes;
}

/** Removes a file no row points at any more (in the transaction that moved the row on). */
export async function removeReceiptFile(tx: Database, storageKey: string): Promise<void> {
  await deleteStoredFile(tx, `${RECEIPT_PREFIX}${storageKey}`);
}
