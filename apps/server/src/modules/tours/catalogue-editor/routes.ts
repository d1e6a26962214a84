import {
  createTourBodySchema,
  createTourResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  requiredIdempotencyHeadersSchema,
} from '@konak/domain/api/admin/create-tour';
import { getAdminTourParamsSchema, getAdminTourResponseSchema } from '@konak/domain/api/admin/get-admin-tour';
import { adminTourListResponseSchema } from '@konak/domain/api/admin/list-admin-tours';
import {
  publishTourBodySchema,
  publishTourParamsSchema,
  publishTourResponseSchema,
} from '@konak/domain/api/admin/publish-tour';
import {
  updateTourBodySchema,
  updateTourParamsSchema,
  updateTourResponseSchema,
} from '@konak/domain/api/admin/update-tour';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAdmin, signedInUser } from '../../../http/authentication.ts';
import type { AppServices } from '../../../services.ts';
import { listToursForEditor, readTourEditor } from './tour-editor-read.ts';
import { createTour, publishTour, updateTour } from './tour-writes.ts';

const TAGS = ['back office'];

/**
 * /api/admin/tours (admin only): the catalogue's tours, created, edited and published (decision 089). Registered
 * under the same prefix as the departures (staff too), whose static paths never meet these `/{id}` ones.
 */
export const tourCatalogueRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;
  // onRequest, so that a guest hears 401 and a member or staff 403 before anyone looks at the input.
  const guarded = { onRequest: requireAdmin };

  app.get(
    '/',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Every tour, published or not, with the languages its texts miss',
        security: BEARER_SECURITY,
        response: { 200: adminTourListResponseSchema },
      },
    },
    async (request) => {
      const items = await listToursForEditor(db, request.language);
      return { items, total: items.length };
    },
  );

  app.get(
    '/:id',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Every value of one tour, in all four languages',
        security: BEARER_SECURITY,
        params: getAdminTourParamsSchema,
        response: { 200: getAdminTourResponseSchema },
      },
    },
    async (request) => readTourEditor(db, request.params.id),
  );

  app.post(
    '/',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Create a tour, unpublished (Idempotency-Key)',
        security: BEARER_SECURITY,
        headers: requiredIdempotencyHeadersSchema,
        body: createTourBodySchema,
        response: { 201: createTourResponseSchema, 200: createTourResponseSchema },
      },
    },
    async (request, reply) => {
      const { editor, replayed } = await createTour(db, {
        operator: signedInUser(request),
        values: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        now: services.clock.now(),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(replayed ? 200 : 201).send(editor);
    },
  );

  app.put(
    '/:id',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Change every value of a tour at once (texts, meeting point, duration, places, price, days)',
        security: BEARER_SECURITY,
        params: updateTourParamsSchema,
        body: updateTourBodySchema,
        response: { 200: updateTourResponseSchema },
      },
    },
    async (request) =>
      updateTour(db, request.params.id, {
        operator: signedInUser(request),
        values: request.body,
        now: services.clock.now(),
      }),
  );

  app.put(
    '/:id/publication',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Publish or withdraw a tour (withdrawn: gone from the lists and sitemap, page 404)',
        security: BEARER_SECURITY,
        params: publishTourParamsSchema,
        body: publishTourBodySchema,
        response: { 200: publishTourResponseSchema },
      },
    },
    async (request) =>
      publishTour(db, request.params.id, {
        operator: signedInUser(request),
        published: request.body.published,
        now: services.clock.now(),
      }),
  );
};
