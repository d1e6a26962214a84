import { createHash } from 'node:crypto';
import type { ReservationReceipt } from '@konak/domain/api/reservations/payment-receipt';
import { isBackOfficeRole } from '@konak/domain/auth/user-roles';
import {
  acceptsReceipt,
  cleanReceiptFileName,
  detectReceiptType,
  RECEIPT_MAX_BYTES,
} from '@konak/domain/reservations/payment-receipt';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservationReceipts } from '../../db/schema/reservation-receipts.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import { JOB_KINDS, type ReceiptMailPayload } from '../../jobs/job-kinds.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { AppServices } from '../../services.ts';
import { removeReceiptFile, writeReceiptFile } from './receipt-files.ts';
import { reservationNotFound } from './reservation-errors.ts';
import { lockReservation } from './reservation-repository.ts';
import type { ReservationRow } from './reservation-view.ts';

export type ReceiptRow = typeof reservationReceipts.$inferSelect;

export const receiptTooLarge = () =>
  new AppError(413, 'error.receipt_too_large', {
    code: 'receipt_too_large',
    params: { megabytes: RECEIPT_MAX_BYTES / (1024 * 1024) },
  });
const receiptTypeRefused = () =>
  new AppError(415, 'error.receipt_type_refused', { code: 'receipt_type_refused' });
const receiptNotExpected = () =>
  new AppError(409, 'error.receipt_not_expected', { code: 'receipt_not_expected' });
export const receiptNotFound = () =>
  new AppError(404, 'error.receipt_not_found', { code: 'receipt_not_found' });

export function toReceiptView(row: ReceiptRow): ReservationReceipt {
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** The receipts of these reservations, by reservation id, for the views. */
export async function receiptsOf(db: Database, reservationIds: string[]): Promise<Map<string, ReceiptRow>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reservationReceipts)
    .where(inArray(reservationReceipts.reservationId, reservationIds));
  return new Map(rows.map((row) => [row.reservationId, row]));
}

/**
 * Keeps the guest's receipt for their pending bank transfer and queues the operator's mail in the same
 * transaction, under a lock on the reservation so that it cannot be paid or cancelled meanwhile. The same bytes
 * again (a double click, a retry) change nothing; different bytes replace the file and notify the operator again.
 */
export async function storeReceipt(
  services: AppServices,
  { user, id, bytes, fileName }: { user: SessionUser; id: string; bytes: Buffer; fileName: string },
): Promise<ReservationRow> {
  if (bytes.length > RECEIPT_MAX_BYTES) throw receiptTooLarge();
  const contentType = detectReceiptType(bytes);
  if (!contentType) throw receiptTypeRefused();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // The file is written in the same transaction as the row (decision 101): a refusal or an error leaves nothing.
  return services.database.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row || row.userId !== user.id) throw reservationNotFound();
    if (!acceptsReceipt(row)) throw receiptNotExpected();
    const [current] = await tx
      .select()
      .from(reservationReceipts)
      .where(eq(reservationReceipts.reservationId, id));
    if (current?.sha256 === sha256) return row;
    const now = services.clock.now();
    const values = {
      uploadedBy: user.id,
      fileName: cleanReceiptFileName(fileName),
      contentType,
      sizeBytes: bytes.length,
      sha256,
      storageKey: await writeReceiptFile(tx, id, contentType, bytes),
      uploadedAt: now,
    };
    await tx
      .insert(reservationReceipts)
      .values({ reservationId: id, ...values })
      .onConflictDoUpdate({ target: reservationReceipts.reservationId, set: values });
    if (current) await removeReceiptFile(tx, current.storageKey);
    const payload: ReceiptMailPayload = { reservationId: id, sha256 };
    await enqueueJob(tx, {
      kind: JOB_KINDS.receiptMail,
      payload,
      runAt: now,
      dedupeKey: `${JOB_KINDS.receiptMail}:${id}:${sha256}`,
    });
    return row;
  });
}

/** The receipt of a reservation its reader may see: their own, or any for an admin; 404 otherwise or when none. */
export async function findReadableReceipt(
  db: Database,
  reservation: ReservationRow | null,
  user: SessionUser,
): Promise<ReceiptRow> {
  if (!reservation || (reservation.userId !== user.id && !isBackOfficeRole(user.role)))
    throw reservationNotFound();
  const [row] = await db
    .select()
    .from(reservationReceipts)
    .where(eq(reservationReceipts.reservationId, reservation.id));
  if (!row) throw receiptNotFound();
  return row;
}
