import { dashboardResponseSchema } from '@konak/domain/api/admin/dashboard';
import {
  phoneGuestQuerySchema,
  phoneGuestResponseSchema,
  phoneReservationBodySchema,
  phoneReservationQuoteSchema,
  phoneReservationResponseSchema,
} from '@konak/domain/api/admin/phone-reservation';
import {
  createReservationHeadersSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@konak/domain/api/reservations/create-reservation';
import { toEuros } from '@konak/domain/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireBackOffice, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { channelConflicts } from '../channel-sync/surface.ts';
import { loadDashboard } from './dashboard.ts';
import { findPhoneGuest, quotePhoneBooking, takePhoneBooking } from './phone-booking.ts';

const TAGS = ['back office'];

/**
 * The front desk of the back office under /api/admin (admin and staff): the dashboard (decision 070) and the
 * booking taken by phone (decision 071).
 */
export const frontDeskRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  // onRequest, so that a guest hears 401 and a member 403 before anyone looks at the input.
  app.addHook('onRequest', requireBackOffice);

  app.get(
    '/dashboard',
    {
      schema: {
        tags: TAGS,
        summary:
          "Today's and tomorrow's stays and tours, what waits for approval or a receipt, occupancy, revenue",
        security: BEARER_SECURITY,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => {
      const now = services.clock.now();
      const [dashboard, conflicts] = await Promise.all([
        loadDashboard(services.database.db, now, request.language),
        channelConflicts(services.database.db, now, request.language),
      ]);
      return { ...dashboard, channelConflicts: conflicts };
    },
  );

  app.get(
    '/reservations/guest',
    {
      schema: {
        tags: TAGS,
        summary: 'The account using an e-mail, for a booking taken by phone (member: null for a new guest)',
        security: BEARER_SECURITY,
        querystring: phoneGuestQuerySchema,
        response: { 200: phoneGuestResponseSchema },
      },
    },
    async (request) => findPhoneGuest(services, request.query.email),
  );

  app.post(
    '/reservations/quote',
    {
      schema: {
        tags: TAGS,
        summary:
          'The price of a booking taken by phone, with the site rules; nothing stored (409, 422 as booking)',
        security: BEARER_SECURITY,
        body: phoneReservationBodySchema,
        response: { 200: phoneReservationQuoteSchema },
      },
    },
    async (request) => quotePhoneBooking(services, signedInUser(request), request.body, request.language),
  );

  app.post(
    '/reservations',
    {
      schema: {
        tags: TAGS,
        summary:
          'Book by phone for a guest by e-mail (existing or new account with a set-password mail); Idempotency-Key',
        security: BEARER_SECURITY,
        headers: createReservationHeadersSchema,
        body: phoneReservationBodySchema,
        response: { 201: phoneReservationResponseSchema },
      },
    },
    async (request, reply) => {
      const { row, replayed, accountAwaitsPassword } = await takePhoneBooking(services, {
        operator: signedInUser(request),
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        answerLanguage: request.language,
        log: request.log,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({
        id: row.id,
        reservationNumber: row.reservationNumber,
        status: row.status,
        paymentStatus: row.paymentStatus,
        totalAmount: toEuros(row.totalCents),
        accountAwaitsPassword,
      });
    },
  );
};
