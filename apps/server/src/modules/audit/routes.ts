import {
  listAuditEventsQuerySchema,
  listAuditEventsResponseSchema,
} from '@konak/domain/api/admin/list-audit-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAdmin } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { listAuditEvents } from './list-audit-events.ts';

/** GET /api/admin/audit: the audit trail of back-office changes (admin only). */
export const auditRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit trail: who changed what in the back office, with the values before and after (admin)',
        security: BEARER_SECURITY,
        querystring: listAuditEventsQuerySchema,
        response: { 200: listAuditEventsResponseSchema },
      },
    },
    async (request) => listAuditEvents(services.database.db, request.query),
  );
};
