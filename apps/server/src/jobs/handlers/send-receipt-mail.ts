import { toEuros } from '@konak/domain/pricing';
import { paymentDeadline } from '@konak/domain/reservations/reservation-lifecycle';
import { z } from 'zod';
import {
  findReservation,
  listingKey,
  listingSummaries,
  readReceiptFile,
  receiptsOf,
} from '../../modules/reservations/surface.ts';
import { effectiveSettings } from '../../modules/settings/surface.ts';
import type { JobHandler } from '../job-context.ts';

const payloadSchema = z.object({ reservationId: z.uuid(), sha256: z.string() });

/**
 * The operator's mail about a guest's receipt, in Turkish (the operator's language), to OPERATOR_EMAIL like the
 * owners' enquiries (decision 057). A file replaced before its notice left is skipped (the newer file has its own
 * notice), and so is a reservation paid or cancelled meanwhile: nothing is left to check.
 */
export const sendReceiptMail: JobHandler = async (payload, { services }) => {
  const { reservationId, sha256 } = payloadSchema.parse(payload);
  const { db } = services.database;
  const row = await findReservation(db, reservationId);
  if (row?.status !== 'pending') return;
  const receipt = (await receiptsOf(db, [row.id])).get(row.id);
  if (receipt?.sha256 !== sha256) return;
  const listing = (await listingSummaries(db, [row], 'tr')).get(listingKey(row));
  const bytes = await readReceiptFile(db, receipt.storageKey);
  // Both are written in one transaction: a receipt without its file is a broken database, and the job fails loudly.
  if (!bytes) throw new Error(`receipt file ${receipt.storageKey} missing from stored files`);
  await services.mailer.send({
    to: (await effectiveSettings(services)).operatorEmail,
    language: 'tr',
    template: 'payment-receipt',
    data: {
      reservationNumber: row.reservationNumber,
      type: row.type,
      title: listing?.title ?? row.reservationNumber,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      guestName: row.guestName,
      guestEmail: row.guestEmail,
      guestPhone: row.guestPhone,
      amountDue: toEuros(row.remainingCents),
      paymentDeadline: paymentDeadline(row.createdAt, row.paymentMethod)?.toISOString() ?? null,
      fileName: receipt.fileName,
      contentType: receipt.contentType,
      sizeBytes: receipt.sizeBytes,
      uploadedAt: receipt.uploadedAt.toISOString(),
      content: bytes.toString('base64'),
    },
  });
};
