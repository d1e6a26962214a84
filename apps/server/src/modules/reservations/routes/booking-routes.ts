import {
  createReservationBodySchema,
  createReservationHeadersSchema,
  createReservationResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@konak/domain/api/reservations/create-reservation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireUser, signedInUser } from '../../../http/authentication.ts';
import type { AppServices } from '../../../services.ts';
import { bookingAnswer } from '../booking-answer.ts';
import { createReservation } from '../create-reservation.ts';
import { perMemberLimit, TAGS } from './route-options.ts';

/**
 * Booking attempts per member (refused ones count too): generous for a person correcting a form, a wall for a
 * script that would hold every apartment with unpaid bank transfers for 24 hours.
 */
export const BOOKING_RATE_LIMIT = perMemberLimit('booking', 60);

/** POST /api/reservations/create (spec §7): login required (spec §5), decision 033. */
export const bookingRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post(
    '/create',
    {
      // onRequest, so that a guest hears 401 before anyone looks at the body.
      onRequest: requireUser,
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'Book an apartment or a tour (201; 409 dates taken or tour full; 422 a rule broken)',
        security: BEARER_SECURITY,
        headers: createReservationHeadersSchema,
        body: createReservationBodySchema,
        response: { 201: createReservationResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { row, replayed } = await createReservation(services, {
        user,
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        language: request.language,
        log: request.log,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(await bookingAnswer(services, row, request.language));
    },
  );
};
