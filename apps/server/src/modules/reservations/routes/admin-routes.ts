import { deleteReservationResponseSchema } from '@konak/domain/api/reservations/delete-reservation';
import {
  listReservationsQuerySchema,
  listReservationsResponseSchema,
} from '@konak/domain/api/reservations/list-reservations';
import { reservationIdParamsSchema } from '@konak/domain/api/reservations/reservation-view';
import {
  updateReservationBodySchema,
  updateReservationResponseSchema,
} from '@konak/domain/api/reservations/update-reservation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireRole, signedInUser } from '../../../http/authentication.ts';
import type { AppServices } from '../../../services.ts';
import { updateReservationAsAdmin, withdrawReservation } from '../admin-changes.ts';
import { toView, viewPage } from '../member-reservations.ts';
import { adminFilter } from '../reservation-repository.ts';
import { TAGS } from './route-options.ts';

/** The admin calls of spec §7 (role checks: brief §4): every reservation, changes, withdrawal. */
export const adminRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  // onRequest, so that a guest hears 401 and a member 403 before anyone looks at the input.
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/all',
    {
      schema: {
        tags: TAGS,
        summary: 'Every reservation, newest first, paged and filtered (admin)',
        security: BEARER_SECURITY,
        querystring: listReservationsQuerySchema,
        response: { 200: listReservationsResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return viewPage(services, adminFilter(filters), 'newest', { page, pageSize }, request.language);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Record a payment, approve, complete, cancel, refund or correct a reservation (admin)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        body: updateReservationBodySchema,
        response: { 200: updateReservationResponseSchema },
      },
    },
    async (request) => {
      const row = await updateReservationAsAdmin(services, {
        admin: signedInUser(request),
        id: request.params.id,
        changes: request.body,
      });
      return toView(services, row, request.language);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraw a reservation: cancelled by the admin, everything paid owed back (admin)',
        security: BEARER_SECURITY,
        params: reservationIdParamsSchema,
        response: { 200: deleteReservationResponseSchema },
      },
    },
    async (request) => {
      const row = await withdrawReservation(services, {
        admin: signedInUser(request),
        id: request.params.id,
      });
      return toView(services, row, request.language);
    },
  );
};
