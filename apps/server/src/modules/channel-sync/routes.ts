import {
  addChannelFeedBodySchema,
  addChannelFeedParamsSchema,
  addChannelFeedResponseSchema,
} from '@konak/domain/api/admin/add-channel-feed';
import {
  listChannelFeedsParamsSchema,
  listChannelFeedsResponseSchema,
} from '@konak/domain/api/admin/list-channel-feeds';
import { removeChannelFeedParamsSchema } from '@konak/domain/api/admin/remove-channel-feed';
import {
  rotateExportFeedParamsSchema,
  rotateExportFeedResponseSchema,
} from '@konak/domain/api/admin/rotate-export-feed';
import {
  syncChannelFeedParamsSchema,
  syncChannelFeedResponseSchema,
} from '@konak/domain/api/admin/sync-channel-feed';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, requireAdmin, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import {
  addChannelFeed,
  listChannelFeeds,
  removeChannelFeed,
  rotateExportFeed,
  syncChannelFeedNow,
} from './channel-admin.ts';
import { apartmentNumberOf, exportCalendar, exportEvents } from './export-feed.ts';
import { apartmentOfToken } from './export-token.ts';

const TAGS = ['back office'];

/** /api/admin/apartments/{id}/channels (admin only): the apartment's calendar sync with other channels (issue 18). */
export const channelFeedRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;
  const guarded = { onRequest: requireAdmin };
  const now = () => services.clock.now();

  app.get(
    '/:id/channels',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: "The apartment's export feed, import feeds and the blocks they hold",
        security: BEARER_SECURITY,
        params: listChannelFeedsParamsSchema,
        response: { 200: listChannelFeedsResponseSchema },
      },
    },
    async (request) => listChannelFeeds(db, request.params.id, now()),
  );

  app.post(
    '/:id/channels',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Add an import feed (iCalendar address of another channel)',
        security: BEARER_SECURITY,
        params: addChannelFeedParamsSchema,
        body: addChannelFeedBodySchema,
        response: { 201: addChannelFeedResponseSchema },
      },
    },
    async (request, reply) => {
      const feed = await addChannelFeed(db, request.params.id, request.body, {
        operator: signedInUser(request),
        now: now(),
      });
      return reply.code(201).send(feed);
    },
  );

  app.post(
    '/:id/channels/:feedId/sync',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Fetch an import feed now',
        security: BEARER_SECURITY,
        params: syncChannelFeedParamsSchema,
        response: { 200: syncChannelFeedResponseSchema },
      },
    },
    async (request) => syncChannelFeedNow(services, request.params.id, request.params.feedId, now()),
  );

  app.delete(
    '/:id/channels/:feedId',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'Remove an import feed and release its blocks',
        security: BEARER_SECURITY,
        params: removeChannelFeedParamsSchema,
      },
    },
    async (request, reply) => {
      await removeChannelFeed(db, request.params.id, request.params.feedId, {
        operator: signedInUser(request),
        now: now(),
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/channels/export',
    {
      ...guarded,
      schema: {
        tags: TAGS,
        summary: 'A new secret address for the export feed (the old one stops at once)',
        security: BEARER_SECURITY,
        params: rotateExportFeedParamsSchema,
        response: { 200: rotateExportFeedResponseSchema },
      },
    },
    async (request) =>
      rotateExportFeed(services, request.params.id, { operator: signedInUser(request), now: now() }),
  );
};

/**
 * `/ical/{token}.ics`: an apartment's export feed for other channels to import (issue 18 §1). Unknown, malformed
 * or rotated tokens answer 404 alike; nothing is cached on the way (the address is the secret).
 */
export const exportFeedRoutes: FastifyPluginAsync<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  // A wildcard, not `:file`: a parameter over the router's length limit would fail before the handler could 404.
  app.get<{ Params: { '*': string } }>('/ical/*', { schema: { hide: true } }, async (request, reply) => {
    const token = /^([^/]+)\.ics$/.exec(request.params['*'])?.[1] ?? '';
    const apartmentId = await apartmentOfToken(db, token);
    const apartmentNumber = apartmentId ? await apartmentNumberOf(db, apartmentId) : null;
    if (!apartmentId || apartmentNumber === null) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not found');
    }
    const now = services.clock.now();
    const text = exportCalendar(apartmentNumber, await exportEvents(db, apartmentId, now), now);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(text);
  });
};
