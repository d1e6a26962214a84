import { changeGuestRoleBodySchema } from '@konak/domain/api/admin/change-guest-role';
import { exportGuestResponseSchema } from '@konak/domain/api/admin/export-guest';
import { guestDetailSchema, guestIdParamsSchema } from '@konak/domain/api/admin/get-guest';
import { listGuestsQuerySchema, listGuestsResponseSchema } from '@konak/domain/api/admin/list-guests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAdmin, requireBackOffice, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { exportGuest } from './guest-export.ts';
import { changeGuestRole, guestDetail, listGuests, setGuestDisabled } from './guest-service.ts';

const TAGS = ['back office'];

/** /api/admin/guests: the members list and page, disable/enable, role changes and the data export (decision 072). */
export const guestRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  app.get(
    '/',
    {
      onRequest: requireBackOffice,
      schema: {
        tags: TAGS,
        summary: 'Accounts newest first, paged, with a search by name, e-mail or phone',
        security: BEARER_SECURITY,
        querystring: listGuestsQuerySchema,
        response: { 200: listGuestsResponseSchema },
      },
    },
    async (request) => listGuests(db, request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: requireBackOffice,
      schema: {
        tags: TAGS,
        summary: "A member's profile, membership and reservations",
        security: BEARER_SECURITY,
        params: guestIdParamsSchema,
        response: { 200: guestDetailSchema },
      },
    },
    async (request) => guestDetail(db, request.params.id, request.language),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/:id/${action}`,
      {
        onRequest: requireBackOffice,
        schema: {
          tags: TAGS,
          summary: disabled
            ? 'Disable an account: it cannot sign in and its sessions end at once'
            : 'Enable a disabled account again',
          security: BEARER_SECURITY,
          params: guestIdParamsSchema,
          response: { 200: guestDetailSchema },
        },
      },
      async (request) => {
        await setGuestDisabled(db, signedInUser(request), request.params.id, disabled, services.clock.now());
        return guestDetail(db, request.params.id, request.language);
      },
    );
  }

  app.put(
    '/:id/role',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary: "Change an account's role (admin only; not your own; the last admin stays)",
        security: BEARER_SECURITY,
        params: guestIdParamsSchema,
        body: changeGuestRoleBodySchema,
        response: { 200: guestDetailSchema },
      },
    },
    async (request) => {
      await changeGuestRole(
        db,
        signedInUser(request),
        request.params.id,
        request.body.role,
        services.clock.now(),
      );
      return guestDetail(db, request.params.id, request.language);
    },
  );

  app.get(
    '/:id/export',
    {
      onRequest: requireAdmin,
      schema: {
        tags: TAGS,
        summary: 'Everything the site holds about a member, as a JSON download (KVKK/GDPR access request)',
        security: BEARER_SECURITY,
        params: guestIdParamsSchema,
        response: { 200: exportGuestResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await exportGuest(db, request.params.id, services.clock.now());
      const day = answer.exportedAt.slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="konak-member-${request.params.id}-${day}.json"`)
        .header('cache-control', 'no-store');
      return answer;
    },
  );
};
