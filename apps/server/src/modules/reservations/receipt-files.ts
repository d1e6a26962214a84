import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RECEIPT_EXTENSIONS, type ReceiptContentType } from '@konak/domain/reservations/payment-receipt';
import type { Config } from '../../config/env.ts';

type UploadsConfig = Pick<Config, 'DATA_DIR'>;

/** DATA_DIR/uploads/receipts (brief §6: DATA_DIR holds the uploads), one folder per reservation. */
export function receiptsDirectory(config: UploadsConfig): string {
  return path.join(config.DATA_DIR, 'uploads', 'receipts');
}

// Keys are ours (reservation id + random name), never the guest's file name, so no path can leave the folder.
function fileOf(config: UploadsConfig, storageKey: string): string {
  return path.join(receiptsDirectory(config), storageKey);
}

/** Writes the bytes under a new random name and returns its key; the previous file stays until the row moves on. */
export async function writeReceiptFile(
  config: UploadsConfig,
  reservationId: string,
  contentType: ReceiptContentType,
  bytes: Buffer,
): Promise<string> {
  const storageKey = `${reservationId}/${randomUUID()}.${RECEIPT_EXTENSIONS[contentType]}`;
  const file = fileOf(config, storageKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { flag: 'wx' });
  return storageKey;
}

export async function readReceiptFile(config: UploadsConfig, storageKey: string): Promise<Buffer> {
  return readFile(fileOf(config, storageKey));
}

/** Removes a file no row points at any more; a file already gone is fine. */
export async function removeReceiptFile(config: UploadsConfig, storageKey: string): Promise<void> {
  await rm(fileOf(config, storageKey), { force: true });
}
