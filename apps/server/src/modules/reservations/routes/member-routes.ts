import {
  cancelReservationBodySchema,
  cancelReservationResponseSchema,
} from '@konak/domain/api/reservations/cancel-reservation';
import {
  getReservationParamsSchema,
  getReservationResponseSchema,
} from '@konak/domain/api/reservations/get-reservation';
import {
  myReservationsQuerySchema,
  myReservationsResponseSchema,
} from '@konak/domain/api/reservations/my-reservation-lists';
import { myStatsResponseSchema } from '@konak/domain/api/reservations/my-stats';
import { isBackOfficeRole } from '@konak/domain/auth/user-roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireUser, signedInUser } from '../../../http/authentication.ts';
import type { AppServices } from '../../../services.ts';
import { cancelOwnReservation } from '../cancel-reservation.ts';
import { type MemberList, memberReservations, memberStats, toView } from '../member-reservations.ts';
import { reservationNotFound } from '../reservation-errors.ts';
import { findReservation } from '../reservation-repository.ts';
import { TAGS } from './route-options.ts';

const LISTS: { path: string; list: MemberList; summary: string }[] = [
  { path: '/my-reservations', list: 'all', summary: 'All my reservations, newest booking first' },
  {
    path: '/my-upcoming',
    list: 'upcoming',
    summary: 'My pending or confirmed stays still ahead, soonest first',
  },
  { path: '/my-active', list: 'active', summary: 'My pending or confirmed stays going on today' },
  { path: '/my-history', list: 'history', summary: 'My past, completed and cancelled reservations' },
];

/** The member's own reservations: lists, stats, one by id, cancellation. Anyone else's answers 404. */
export const memberRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  app.addHook('onRequest', requireUser);

  for (const { path, list, summary } of LISTS) {
    app.get(
      path,
      {
        schema: {
          tags: TAGS,
          summary,
          security: BEARER_SECURITY,
          querystring: myReservationsQuerySchema,
          response: { 200: myReservationsResponseSchema },
        },
      },
      async (request) =>
        memberReservations(services, {
          userId: signedInUser(request).id,
          list,
          paging: request.query,
          language: request.language,
        }),
    );
  }

  app.get(
    '/my-stats',
    {
      schema: {
        tags: TAGS,
        summary: 'Counts and totals of my reservations',
        security: BEARER_SECURITY,
        response: { 200: myStatsResponseSchema },
      },
    },
    async (request) => memberStats(services, signedInUser(request).id),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One reservation: my own, or any for an admin (404 otherwise)',
        security: BEARER_SECURITY,
        params: getReservationParamsSchema,
        response: { 200: getReservationResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const row = await findReservation(db, request.params.id);
      // Someone else's reservation does not exist as far as this member can tell.
      if (!row || (row.userId !== user.id && !isBackOfficeRole(user.role))) throw reservationNotFound();
      return toView(services, row, request.language);
    },
  );

  app.put(
    '/:id/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel my refundable reservation until 7 days before check-in (422 otherwise)',
        security: BEARER_SECURITY,
        params: getReservationParamsSchema,
        body: cancelReservationBodySchema,
        response: { 200: cancelReservationResponseSchema },
      },
    },
    async (request) => {
      const row = await cancelOwnReservation(services, {
        user: signedInUser(request),
        id: request.params.id,
        reason: request.body?.reason,
        language: request.language,
      });
      return toView(services, row, request.language);
    },
  );
};
