import {
  listTourDeparturesQuerySchema,
  listTourDeparturesResponseSchema,
} from '@konak/domain/api/admin/list-tour-departures';
import {
  tourDepartureGuestsSchema,
  tourDepartureParamsSchema,
} from '@konak/domain/api/admin/tour-departure-guests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireBackOffice, signedInUser } from '../../../http/authentication.ts';
import type { AppServices } from '../../../services.ts';
import { setTourDateClosed } from './closing.ts';
import { listTourDepartureDays } from './departure-days.ts';
import { departureGuests } from './departure-guests.ts';

const TAGS = ['back office'];

/** /api/admin/tours: tour days with their load, the guide's guest list, closing and reopening a day (decision 078). */
export const tourDepartureRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;

  app.get(
    '/departures',
    {
      onRequest: requireBackOffice,
      schema: {
        tags: TAGS,
        summary: 'Tour days of a date range with people booked against places, paged',
        security: BEARER_SECURITY,
        querystring: listTourDeparturesQuerySchema,
        response: { 200: listTourDeparturesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listTourDepartureDays(db, request.query, {
        language: request.language,
        now: services.clock.now(),
      });
    },
  );

  app.get(
    '/:tourId/departures/:date',
    {
      onRequest: requireBackOffice,
      schema: {
        tags: TAGS,
        summary: "A tour day's guest list for the guide, its load and whether it is closed",
        security: BEARER_SECURITY,
        params: tourDepartureParamsSchema,
        response: { 200: tourDepartureGuestsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return departureGuests(db, request.params, request.language);
    },
  );

  for (const [action, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/:tourId/departures/:date/${action}`,
      {
        onRequest: requireBackOffice,
        schema: {
          tags: TAGS,
          summary: closed
            ? 'Close a tour day for new bookings (existing bookings stay); repeating it changes nothing'
            : 'Reopen a closed tour day for bookings; repeating it changes nothing',
          security: BEARER_SECURITY,
          params: tourDepartureParamsSchema,
          response: { 200: tourDepartureGuestsSchema },
        },
      },
      async (request) => {
        await setTourDateClosed(db, signedInUser(request), request.params, closed, services.clock.now());
        return departureGuests(db, request.params, request.language);
      },
    );
  }
};
