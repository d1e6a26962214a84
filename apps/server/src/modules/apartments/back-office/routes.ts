import { amenityChoicesResponseSchema } from '@konak/domain/api/admin/apartment-amenity-choices';
import {
  createApartmentBodySchema,
  createApartmentResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  requiredIdempotencyHeadersSchema,
} from '@konak/domain/api/admin/create-apartment';
import {
  getAdminApartmentParamsSchema,
  getAdminApartmentResponseSchema,
} from '@konak/domain/api/admin/get-admin-apartment';
import { adminApartmentListResponseSchema } from '@konak/domain/api/admin/list-admin-apartments';
import {
  publishApartmentBodySchema,
  publishApartmentParamsSchema,
  publishApartmentResponseSchema,
} from '@konak/domain/api/admin/publish-apartment';
import {
  updateApartmentBodySchema,
  updateApartmentParamsSchema,
  updateApartmentResponseSchema,
} from '@konak/domain/api/admin/update-apartment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAdmin, signedInUser } from '../../../http/authentication.ts';
import type { AppServices } from '../../../services.ts';
import { createApartment, publishApartment, updateApartment } from './apartment-writes.ts';
import { amenityChoices, listApartmentsForEditor, readApartmentEditor } from './editor-read.ts';

const TAGS = ['back office'];

/** /api/admin/apartments (admin only): the catalogue's apartments, created, edited and published (decision 082). */
export const backOfficeApartmentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
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
        summary: 'Every apartment, published or not, with the languages its texts miss',
        security: BEARER_SECURITY,
        response: { 200: adminApartmentListResponseSchema },
      },
    },
    async (request) => {
      const items = await listApartmentsForEditor(db, request.language);
      return { items, total: items.length };
    },
  );

  app.get(
    '/amenities',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'The shared amenity list an apartment picks from',
        security: BEARER_SECURITY,
        response: { 200: amenityChoicesResponseSchema },
      },
    },
    async (request) => ({ items: await amenityChoices(db, request.language) }),
  );

  app.get(
    '/:id',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Every value of one apartment, in all four languages',
        security: BEARER_SECURITY,
        params: getAdminApartmentParamsSchema,
        response: { 200: getAdminApartmentResponseSchema },
      },
    },
    async (request) => readApartmentEditor(db, request.params.id),
  );

  app.post(
    '/',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Create an apartment, unpublished (Idempotency-Key)',
        security: BEARER_SECURITY,
        headers: requiredIdempotencyHeadersSchema,
        body: createApartmentBodySchema,
        response: { 201: createApartmentResponseSchema, 200: createApartmentResponseSchema },
      },
    },
    async (request, reply) => {
      const { editor, replayed } = await createApartment(db, {
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
        summary: 'Change every value of an apartment at once; old slugs keep redirecting',
        security: BEARER_SECURITY,
        params: updateApartmentParamsSchema,
        body: updateApartmentBodySchema,
        response: { 200: updateApartmentResponseSchema },
      },
    },
    async (request) =>
      updateApartment(db, request.params.id, {
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
        summary: 'Publish or withdraw an apartment (withdrawn: gone from search and sitemap, page 404)',
        security: BEARER_SECURITY,
        params: publishApartmentParamsSchema,
        body: publishApartmentBodySchema,
        response: { 200: publishApartmentResponseSchema },
      },
    },
    async (request) =>
      publishApartment(db, request.params.id, {
        operator: signedInUser(request),
        published: request.body.published,
        now: services.clock.now(),
      }),
  );
};
