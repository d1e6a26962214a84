import {
  checkFavoriteParamsSchema,
  checkFavoriteResponseSchema,
} from '@konak/domain/api/favorites/check-favorite';
import {
  checkMultipleFavoritesBodySchema,
  checkMultipleFavoritesResponseSchema,
} from '@konak/domain/api/favorites/check-multiple-favorites';
import { clearFavoritesResponseSchema } from '@konak/domain/api/favorites/clear-favorites';
import { favoriteStatsResponseSchema } from '@konak/domain/api/favorites/favorite-stats';
import type { FavoriteType } from '@konak/domain/api/favorites/favorite-type';
import {
  allFavoritesResponseSchema,
  favoriteApartmentsResponseSchema,
  favoriteToursResponseSchema,
  listFavoritesQuerySchema,
} from '@konak/domain/api/favorites/list-favorites';
import {
  toggleFavoriteParamsSchema,
  toggleFavoriteResponseSchema,
} from '@konak/domain/api/favorites/toggle-favorite';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useLangQueryParameter } from '../../http/answer-language.ts';
import { BEARER_SECURITY, requireUser, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import { deleteAllFavorites } from './repository.ts';
import {
  allFavorites,
  checkFavorites,
  favoriteApartments,
  favoriteStats,
  favoriteTours,
  isFavorite,
  toggleFavorite,
} from './service.ts';

const TAGS = ['favorites'];

/**
 * Spec §7 "Favourites" under /api/favorites. Every call is the signed-in member's own (401 for a guest): the
 * member id comes from the session, never from the request, so nobody can read or change another's list.
 */
export const favoriteRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  app.addHook('onRequest', requireUser);
  useLangQueryParameter(app);

  const lists = [
    {
      path: '/apartments',
      summary: 'My favourite apartments, newest first',
      response: favoriteApartmentsResponseSchema,
      read: favoriteApartments,
    },
    {
      path: '/tours',
      summary: 'My favourite tours, newest first',
      response: favoriteToursResponseSchema,
      read: favoriteTours,
    },
    {
      path: '/all',
      summary: 'My favourite apartments and tours in one list, newest first',
      response: allFavoritesResponseSchema,
      read: allFavorites,
    },
  ] as const;
  for (const list of lists) {
    app.get(
      list.path,
      {
        schema: {
          tags: TAGS,
          summary: list.summary,
          security: BEARER_SECURITY,
          querystring: listFavoritesQuerySchema,
          response: { 200: list.response },
        },
      },
      async (request) => list.read(db, signedInUser(request).id, request.language),
    );
  }

  app.get(
    '/stats',
    {
      schema: {
        tags: TAGS,
        summary: 'How many favourites I have of each kind',
        security: BEARER_SECURITY,
        response: { 200: favoriteStatsResponseSchema },
      },
    },
    async (request) => favoriteStats(db, signedInUser(request).id),
  );

  const toggleSummaries: Record<FavoriteType, string> = {
    apartments: 'Save the apartment as a favourite, or remove it (404 for an unknown or inactive one)',
    tours: 'Save the tour as a favourite, or remove it (404 for an unknown or inactive one)',
  };
  for (const type of ['apartments', 'tours'] as const) {
    app.post(
      `/${type}/:id/toggle`,
      {
        schema: {
          tags: TAGS,
          summary: toggleSummaries[type],
          security: BEARER_SECURITY,
          params: toggleFavoriteParamsSchema,
          response: { 200: toggleFavoriteResponseSchema },
        },
      },
      async (request) => toggleFavorite(db, signedInUser(request).id, type, request.params.id),
    );
  }

  app.get(
    '/check/:type/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether an apartment or tour is one of my favourites',
        security: BEARER_SECURITY,
        params: checkFavoriteParamsSchema,
        response: { 200: checkFavoriteResponseSchema },
      },
    },
    async (request) => isFavorite(db, signedInUser(request).id, request.params),
  );

  app.post(
    '/check-multiple',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether each of up to 100 apartments and tours is one of my favourites',
        description:
          'Body `{ items: [{ type, id }] }` with at most 100 items (400 otherwise). The answer has one result ' +
          'per asked item, in the order asked: `{ results: [{ type, id, isFavorite }] }`, a list rather than a ' +
          'map by id so an apartment and a tour can never be mistaken for each other.',
        security: BEARER_SECURITY,
        body: checkMultipleFavoritesBodySchema,
        response: { 200: checkMultipleFavoritesResponseSchema },
      },
    },
    async (request) => ({ results: await checkFavorites(db, signedInUser(request).id, request.body.items) }),
  );

  app.delete(
    '/clear-all',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove all my favourites',
        security: BEARER_SECURITY,
        response: { 200: clearFavoritesResponseSchema },
      },
    },
    async (request) => ({ removed: await deleteAllFavorites(db, signedInUser(request).id) }),
  );
};
