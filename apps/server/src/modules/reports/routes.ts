import { reportQuerySchema, reportResponseSchema } from '@konak/domain/api/admin/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, requireBackOffice } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { reportCsv, reportFileName } from './report-csv-file.ts';
import { buildReport, reportAnswer } from './report-service.ts';

const TAGS = ['back office'];

/**
 * /api/admin/reports (admin and staff; decision 076): figures per month and listing as JSON, and the same figures as
 * a CSV file for Excel at /api/admin/reports.csv.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  // onRequest, so that a guest hears 401 and a member 403 before anyone looks at the input.
  app.addHook('onRequest', requireBackOffice);

  app.get(
    '/reports',
    {
      schema: {
        tags: TAGS,
        summary:
          'Nights sold, occupancy, average daily rate, revenue, guarantee fees kept, refunds and cancellations per month and listing',
        security: BEARER_SECURITY,
        querystring: reportQuerySchema,
        response: { 200: reportResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reportAnswer(db, request.query, request.language);
    },
  );

  app.get(
    '/reports.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The same report as a CSV file for Excel (UTF-8 with BOM, `;` between fields, CRLF)',
        security: BEARER_SECURITY,
        querystring: reportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const report = await buildReport(db, request.query, request.language);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFileName(report)}"`)
        .header('cache-control', 'no-store');
      return reportCsv(report, request.language);
    },
  );
};
