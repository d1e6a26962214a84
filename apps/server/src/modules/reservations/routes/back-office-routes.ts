import { addReservationNoteBodySchema } from '@konak/domain/api/admin/add-reservation-note';
import {
  IDEMPOTENCY_KEY_HEADER,
  requiredIdempotencyHeadersSchema,
} from '@konak/domain/api/admin/admin-action-fields';
import { adminReservationDetailSchema } from '@konak/domain/api/admin/admin-reservation-detail';
import {
  adminReservationListQuerySchema,
  adminReservationListResponseSchema,
} from '@konak/domain/api/admin/admin-reservation-list';
import { cancelAsOperatorBodySchema } from '@konak/domain/api/admin/cancel-reservation-as-operator';
import { changeReservationBodySchema } from '@konak/domain/api/admin/change-reservation-as-operator';
import { transferReceivedBodySchema } from '@konak/domain/api/admin/mark-transfer-received';
import { recordPaymentBodySchema } from '@konak/domain/api/admin/record-reservation-payment';
import { recordRefundBodySchema } from '@konak/domain/api/admin/record-reservation-refund';
import {
  cancelPreviewQuerySchema,
  cancelPreviewResponseSchema,
} from '@konak/domain/api/admin/reservation-cancel-preview';
import { changePreviewResponseSchema } from '@konak/domain/api/admin/reservation-change-preview';
import { reservationIdParamsSchema } from '@konak/domain/api/reservations/reservation-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { BEARER_SECURITY, requireBackOffice, signedInUser } from '../../../http/authentication.ts';
import type { AppServices } from '../../../services.ts';
import {
  type ActionContext,
  addNote,
  approve,
  cancelAsOperator,
  cancelPreview,
  changePreview,
  changeReservation,
  checkIn,
  checkOut,
  recordPayment,
  recordRefund,
  resendConfirmation,
  transferReceived,
} from '../back-office/actions.ts';
import { backOfficeDetail } from '../back-office/detail.ts';
import { listForBackOffice } from '../back-office/list.ts';
import { reservationNotFound } from '../reservation-errors.ts';
import { findReservation } from '../reservation-repository.ts';

const TAGS = ['admin: reservations'];

/**
 * The back office's reservation calls under /api/admin/reservations (issue 14; admin and staff): the list, one
 * reservation with everything about it, and its actions. Every action answers the reservation's detail.
 */
export const backOfficeReservationRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  // onRequest: a guest hears 401 and a member 403 before anyone looks at the input.
  app.addHook('onRequest', requireBackOffice);

  app.get(
    '/',
    {
      schema: {
        tags: TAGS,
        summary: 'Reservations, filtered, searched and paged (admin, staff)',
        security: BEARER_SECURITY,
        querystring: adminReservationListQuerySchema,
        response: { 200: adminReservationListResponseSchema },
      },
    },
    (request) => listForBackOffice(services, request.query, request.language),
  );

  const detail = { 200: adminReservationDetailSchema };
  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One reservation: guest, stay, prices, payments, notes and timeline (admin, staff)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        response: detail,
      },
    },
    (request) => backOfficeDetail(services, request.params.id, request.language),
  );

  const contextOf = (request: { params: { id: string }; language: ActionContext['language'] } & object) =>
    ({
      services,
      // biome-ignore lint/suspicious/noExplicitAny: the request type of every route differs only in its schema.
      operator: signedInUser(request as any),
      id: request.params.id,
      language: request.language,
    }) satisfies ActionContext;

  /**
   * Registers one action on a reservation: a POST under /:id whose `run` gets the operator's context, the
   * validated body and, for a `keyed` action, the required Idempotency-Key; the answer is the reservation's detail.
   */
  const action = <Body extends z.ZodType = z.ZodUndefined>(
    path: string,
    summary: string,
    { body, keyed = false }: { body?: Body; keyed?: boolean },
    run: (context: ActionContext, input: { body: z.output<Body>; key: string }) => Promise<void>,
  ) =>
    app.post(
      path,
      {
        schema: {
          tags: TAGS,
          summary,
          security: BEARER_SECURITY,
          params: reservationIdParamsSchema,
          ...(keyed ? { headers: requiredIdempotencyHeadersSchema } : {}),
          ...(body ? { body } : {}),
          response: detail,
        },
      },
      async (request) => {
        await run(contextOf(request), {
          // The schemas above have validated both: the body against `body`, the key when the action is keyed.
          body: request.body as z.output<Body>,
          key: keyed ? (request.headers[IDEMPOTENCY_KEY_HEADER] as string) : '',
        });
        return backOfficeDetail(services, request.params.id, request.language);
      },
    );

  action('/:id/approve', 'Approve a pay-at-the-door booking (idempotent)', {}, approve);
  action('/:id/check-in', 'Check the guest in (idempotent)', {}, checkIn);
  action('/:id/check-out', 'Check the guest out (idempotent)', {}, checkOut);
  action(
    '/:id/payments',
    'Record a payment received (Idempotency-Key required)',
    { body: recordPaymentBodySchema, keyed: true },
    (context, { key, body }) => recordPayment(context, { key, ...body }),
  );
  action(
    '/:id/transfer-received',
    'Mark the bank transfer received: the remaining amount recorded, confirmed (idempotent)',
    { body: transferReceivedBodySchema },
    (context, { body }) => transferReceived(context, { reference: body.reference }),
  );
  action(
    '/:id/refunds',
    'Record a refund paid out (Idempotency-Key required)',
    { body: recordRefundBodySchema, keyed: true },
    (context, { key, body }) => recordRefund(context, { key, ...body }),
  );

  app.get(
    '/:id/cancel-preview',
    {
      schema: {
        tags: TAGS,
        summary: 'What a cancellation now would owe back (nothing changes)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        querystring: cancelPreviewQuerySchema,
        response: { 200: cancelPreviewResponseSchema },
      },
    },
    async (request) => {
      const row = await findReservation(services.database.db, request.params.id);
      if (!row) throw reservationNotFound();
      return cancelPreview(row, request.query.by);
    },
  );

  action(
    '/:id/cancel',
    'Cancel on behalf of the guest or the company, with the refund owed (idempotent)',
    { body: cancelAsOperatorBodySchema },
    (context, { body }) => cancelAsOperator(context, body),
  );

  app.post(
    '/:id/change-preview',
    {
      schema: {
        tags: TAGS,
        summary: 'The price of a change of dates, apartment or party, and the difference (nothing saved)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        body: changeReservationBodySchema,
        response: { 200: changePreviewResponseSchema },
      },
    },
    (request) => changePreview(contextOf(request), request.body),
  );

  action(
    '/:id/change',
    'Change dates, apartment or party at the new price (409 when taken)',
    { body: changeReservationBodySchema },
    (context, { body }) => changeReservation(context, body),
  );
  action(
    '/:id/notes',
    'Add an internal note (Idempotency-Key required)',
    { body: addReservationNoteBodySchema, keyed: true },
    (context, { key, body }) => addNote(context, { key, text: body.text }),
  );
  action(
    '/:id/resend-confirmation',
    'Send the confirmation e-mail and SMS again (Idempotency-Key required)',
    { keyed: true },
    (context, { key }) => resendConfirmation(context, { key }),
  );
};
