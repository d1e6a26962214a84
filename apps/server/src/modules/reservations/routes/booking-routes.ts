import {
  createReservationBodySchema,
  createReservationHeadersSchema,
  createReservationResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@konak/domain/api/reservations/create-reservation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireUser, signedInUser } from '../../../http/authentication.ts';
import type { AppServices } from '../../../services.ts';
import { effectiveSettings } from '../../settings/surface.ts';
import { createReservation } from '../create-reservation.ts';
import { listingKey, listingSummaries } from '../listing-summaries.ts';
import { toReservationView } from '../reservation-view.ts';
import { whatsappUrl } from '../whatsapp-link.ts';
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
      });
      const { db } = services.database;
      const inPageLanguage = await listingSummaries(db, [row], request.language);
      // The WhatsApp text is in the guest's language, which is the page's unless this is a replay from another page.
      const inGuestLanguage =
        row.language === request.language ? inPageLanguage : await listingSummaries(db, [row], row.language);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({
        ...toReservationView(row, inPageLanguage.get(listingKey(row)), services.clock.now()),
        whatsappUrl: whatsappUrl(
          (await effectiveSettings(services)).whatsappNumber,
          row,
          inGuestLanguage.get(listingKey(row)),
        ),
      });
    },
  );
};
