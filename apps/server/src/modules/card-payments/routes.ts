import { reservationCardPaymentsSchema } from '@konak/domain/api/admin/reservation-card-payments';
import {
  cardPaymentResultSchema,
  switchToBankTransferResponseSchema,
} from '@konak/domain/api/payments/card-payment-result';
import {
  startCardCheckoutBodySchema,
  startCardCheckoutResponseSchema,
} from '@konak/domain/api/payments/start-card-checkout';
import { reservationIdParamsSchema } from '@konak/domain/api/reservations/reservation-view';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BEARER_SECURITY,
  requireAdmin,
  requireBackOffice,
  requireUser,
  signedInUser,
} from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { perMemberLimit } from '../reservations/surface.ts';
import { cardPaymentsOf, requestCardRefund } from './card-payments-back-office.ts';
import { cardPaymentResult, switchToBankTransfer } from './card-return.ts';
import { cardGatewaySettings, TEST_GATEWAY_PREFIX } from './gateway-settings.ts';
import { settleCheckout } from './settle-checkout.ts';
import { startCardCheckout } from './start-checkout.ts';
import { testGatewayRoutes } from './test-gateway/hosted-page.ts';

const TAGS = ['Reservations'];

/** The callback's body as the gateway's page posts it: only the checkout's token. */
const callbackBodySchema = z.object({ token: z.string().min(1).max(200) }).loose();

/**
 * Card payment (decision 086): the member starts a checkout for their pending card reservation; the gateway's page
 * sends the browser back to the callback, which settles the checkout from the gateway's own signed answer and sends
 * the guest back to the reservation page with the outcome.
 */
export const cardPaymentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/reservations/:id/card-checkout',
    {
      onRequest: requireUser,
      // Each start opens a checkout at the gateway: generous for retries, a wall for a script.
      config: { rateLimit: perMemberLimit('card-checkout', 30) },
      schema: {
        tags: TAGS,
        summary:
          'Start paying my pending card reservation on the gateway’s page (422 when not payable by card now)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        body: startCardCheckoutBodySchema,
        response: { 200: startCardCheckoutResponseSchema },
      },
    },
    async (request) =>
      startCardCheckout(services, {
        user: signedInUser(request),
        reservationId: request.params.id,
        returnPath: request.body.returnPath,
        language: request.language,
        ip: request.ip,
      }),
  );

  app.get(
    '/reservations/:id/card-payment',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'What became of my reservation’s latest card payment (the page after the gateway)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        response: { 200: cardPaymentResultSchema },
      },
    },
    (request) =>
      cardPaymentResult(services, {
        user: signedInUser(request),
        reservationId: request.params.id,
        language: request.language,
        log: request.log,
        ip: request.ip,
      }),
  );

  app.post(
    '/reservations/:id/switch-to-bank-transfer',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Pay my pending card reservation by bank transfer instead (422 once the hold ended)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        response: { 200: switchToBankTransferResponseSchema },
      },
    },
    (request) =>
      switchToBankTransfer(services, {
        user: signedInUser(request),
        reservationId: request.params.id,
        language: request.language,
      }),
  );

  app.post(
    '/payments/card/callback',
    {
      schema: {
        tags: TAGS,
        summary: 'Where the gateway’s page sends the browser back (form post naming the token); answers 303',
        body: callbackBodySchema,
      },
    },
    async (request, reply) => {
      const { result, checkout } = await settleCheckout(services, request.body.token, {
        log: request.log,
        ip: request.ip,
      });
      if (!checkout) return reply.redirect('/?cardPayment=unknown', 303);
      const separator = checkout.returnPath.includes('?') ? '&' : '?';
      const query = new URLSearchParams({ cardPayment: result, reservation: checkout.reservationId });
      if (result === 'failed' && checkout.errorCode) query.set('cardError', checkout.errorCode);
      return reply.redirect(`${checkout.returnPath}${separator}${query}`, 303);
    },
  );
};

/** The built-in test gateway, on this server under /test-gateway: only with card payments on and no iyzico keys. */
export async function registerTestGateway(app: FastifyInstance, services: AppServices) {
  if (!services.config.CARD_PAYMENTS || !cardGatewaySettings(services.config).test) return;
  app.log.info('card payments use the built-in test gateway (no iyzico keys): no money moves');
  await app.register(testGatewayRoutes, { services, prefix: TEST_GATEWAY_PREFIX });
}

/** The back office's view of a reservation's card payments, and an admin's refund to the card by hand (decision 087). */
export const cardPaymentBackOfficeRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const tags = ['admin: reservations'];
  app.get(
    '/:id/card-payments',
    {
      onRequest: requireBackOffice,
      schema: {
        tags,
        summary: 'Card checkouts with iyzico payment ids and errors, and the card refund (admin, staff)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        response: { 200: reservationCardPaymentsSchema },
      },
    },
    (request) => cardPaymentsOf(services, request.params.id),
  );

  app.post(
    '/:id/card-refund',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary:
          'Refund to the card now what is still owed (admin; 202, again changes nothing while it runs)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        response: { 202: reservationCardPaymentsSchema },
      },
    },
    async (request, reply) => {
      await requestCardRefund(services, {
        reservationId: request.params.id,
        operator: signedInUser(request),
      });
      return reply.status(202).send(await cardPaymentsOf(services, request.params.id));
    },
  );
};
