import {
  calendarTimelineQuerySchema,
  calendarTimelineResponseSchema,
} from '@konak/domain/api/admin/calendar-timeline';
import {
  changeCalendarBodySchema,
  changeCalendarResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  requiredIdempotencyHeadersSchema,
} from '@konak/domain/api/admin/change-calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAdmin, requireBackOffice, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { changeCalendar } from './calendar-changes.ts';
import { loadCalendarTimeline } from './timeline.ts';

const TAGS = ['back office'];

/** /api/admin/calendar: the timeline of every apartment's days and bookings, and changes to ranges of days (080). */
export const backOfficeCalendarRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;

  app.get(
    '/',
    {
      // onRequest, so that a guest hears 401 and a member 403 before anyone looks at the input.
      onRequest: requireBackOffice,
      schema: {
        tags: TAGS,
        summary:
          'Every apartment with its prices, discounts, minimum stays, closed days and bookings, day by day',
        security: BEARER_SECURITY,
        querystring: calendarTimelineQuerySchema,
        response: { 200: calendarTimelineResponseSchema },
      },
    },
    async (request) =>
      loadCalendarTimeline(services.database, request.query, request.language, services.clock.now()),
  );

  app.post(
    '/changes',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Set a price, a discount or a minimum stay, or close or open days, on one or several apartments (admin; Idempotency-Key)',
        security: BEARER_SECURITY,
        headers: requiredIdempotencyHeadersSchema,
        body: changeCalendarBodySchema,
        response: { 200: changeCalendarResponseSchema },
      },
    },
    async (request, reply) => {
      const { answer, replayed } = await changeCalendar(db, {
        operator: signedInUser(request),
        body: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        now: services.clock.now(),
        language: request.language,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return answer;
    },
  );
};
