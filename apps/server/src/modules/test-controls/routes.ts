import {
  expireUnpaidBankTransfersBodySchema,
  expireUnpaidBankTransfersResponseSchema,
} from '@konak/domain/api/test-controls/expire-unpaid-bank-transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAdmin } from '../../http/authentication.ts';
import { sweepUnpaidBankTransfers } from '../../jobs/handlers/expire-unpaid-bank-transfers.ts';
import type { AppServices } from '../../services.ts';

/** Whether this process offers the test controls: tests, or a site started for the journeys (decision 069). */
export function testControlsEnabled(config: AppServices['config']): boolean {
  return config.NODE_ENV === 'test' || config.E2E_TEST_CONTROLS;
}

/**
 * /api/test-controls (decision 069): what the Playwright journeys need to show time passing on a site they share
 * with other journeys. Registered only when testControlsEnabled; admins only even then.
 */
export const testControlRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.addHook('onRequest', requireAdmin);
  app.post(
    '/expire-unpaid-bank-transfers',
    {
      schema: {
        tags: ['test controls'],
        summary:
          'Run the 24-hour bank-transfer sweep at a later instant for some reservations (journeys only)',
        security: BEARER_SECURITY,
        body: expireUnpaidBankTransfersBodySchema,
        response: { 200: expireUnpaidBankTransfersResponseSchema },
      },
    },
    async (request) => ({
      cancelled: await sweepUnpaidBankTransfers(services, {
        now: new Date(request.body.at),
        log: request.log,
        only: request.body.reservationIds,
      }),
    }),
  );
};
