import { reservationIdParamsSchema } from '@konak/domain/api/reservations/reservation-view';
import {
  UPLOAD_RECEIPT_BODY_TYPES,
  uploadReceiptQuerySchema,
  uploadReceiptResponseSchema,
} from '@konak/domain/api/reservations/upload-receipt';
import { RECEIPT_MAX_BYTES } from '@konak/domain/reservations/payment-receipt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error.ts';
import { BEARER_SECURITY, requireUser, signedInUser } from '../../../http/authentication.ts';
import type { AppServices } from '../../../services.ts';
import { toView } from '../member-reservations.ts';
import { findReadableReceipt, receiptNotFound, receiptTooLarge, storeReceipt } from '../payment-receipts.ts';
import { readReceiptFile } from '../receipt-files.ts';
import { findReservation } from '../reservation-repository.ts';
import { perMemberLimit, TAGS } from './route-options.ts';

/**
 * Uploads per member (refused ones count too): a guest trying a few files is far below it, a script filling the
 * disk with 10 MB files is not.
 */
export const RECEIPT_UPLOAD_RATE_LIMIT = perMemberLimit('receipt', 20);

/**
 * The bank-transfer receipt of a reservation (decision 057): the guest sends the file as the request body, the
 * guest and the admins read it back. In a plugin of its own, so its raw-bytes body parser touches no other call.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  app.addHook('onRequest', requireUser);

  // Every declared type reaches the handler as bytes: what the file is, its first bytes decide, not its label.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: RECEIPT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    '/:id/receipt',
    {
      config: { rateLimit: RECEIPT_UPLOAD_RATE_LIMIT },
      // The usual case of a too-large file says so in the guest's words before a byte is read.
      preParsing: async (request) => {
        if (Number(request.headers['content-length']) > RECEIPT_MAX_BYTES) throw receiptTooLarge();
      },
      schema: {
        tags: TAGS,
        summary:
          'Send the bank-transfer receipt of my pending reservation: the file is the body (PDF, JPEG, PNG, WebP, HEIC; ≤ 10 MB), a second one replaces it (404 not mine, 409 not a pending bank transfer, 413 too large, 415 other content)',
        description: `Raw file bytes as the body, with any of: ${UPLOAD_RECEIPT_BODY_TYPES.join(', ')}. The format is read from the bytes; \`fileName\` is only shown.`,
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        querystring: uploadReceiptQuerySchema,
        response: { 200: uploadReceiptResponseSchema },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new AppError(400, 'error.receipt_empty', { code: 'receipt_empty' });
      }
      const row = await storeReceipt(services, {
        user: signedInUser(request),
        id: request.params.id,
        bytes: body,
        fileName: request.query.fileName,
      });
      return toView(services, row, request.language);
    },
  );

  app.get(
    '/:id/receipt',
    {
      schema: {
        tags: TAGS,
        summary:
          'Download the receipt of my reservation, or of any for an admin (404 otherwise or when none)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const receipt = await findReadableReceipt(db, await findReservation(db, request.params.id), user);
      const bytes = await readReceiptFile(db, receipt.storageKey);
      if (!bytes) {
        // The row without its file cannot happen through the API (both are written in one transaction): say so.
        request.log.warn({ reservationId: receipt.reservationId }, 'receipt file missing from stored files');
        throw receiptNotFound();
      }
      const asciiName = receipt.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .type(receipt.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(receipt.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
