import {
  getTourQuerySchema,
  getTourResponseSchema,
  tourIdParamsSchema,
} from '@konak/domain/api/tours/get-tour';
import { listToursQuerySchema, listToursResponseSchema } from '@konak/domain/api/tours/list-tours';
import {
  tourDeparturesQuerySchema,
  tourDeparturesResponseSchema,
} from '@konak/domain/api/tours/tour-departures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useLangQueryParameter } from '../../http/answer-language.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppServices } from '../../services.ts';
import { departuresOfTour } from './departures.ts';
import { catalogueTourById, catalogueTours } from './service.ts';

export { tourDepartureRoutes } from './back-office/routes.ts';
export { tourCatalogueRoutes } from './catalogue-editor/routes.ts';

export const tourRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { database } = services;
  useLangQueryParameter(app);

  app.get(
    '/tours',
    {
      schema: {
        tags: ['tours'],
        summary: 'Active tours',
        querystring: listToursQuerySchema,
        response: { 200: listToursResponseSchema },
      },
    },
    async (request) => {
      const items = await catalogueTours(database, request.language);
      return { items, total: items.length };
    },
  );

  app.get(
    '/tours/:id',
    {
      schema: {
        tags: ['tours'],
        summary: 'One tour',
        params: tourIdParamsSchema,
        querystring: getTourQuerySchema,
        response: { 200: getTourResponseSchema },
      },
    },
    async (request) => {
      const tour = await catalogueTourById(database, request.params.id, request.language);
      if (!tour) throw new AppError(404, 'error.listing_not_found', { code: 'listing_not_found' });
      return tour;
    },
  );

  app.get(
    '/tours/:id/departures',
    {
      schema: {
        tags: ['tours'],
        summary: 'Days a tour runs, with start times and places left',
        params: tourIdParamsSchema,
        querystring: tourDeparturesQuerySchema,
        response: { 200: tourDeparturesResponseSchema },
      },
    },
    async (request, reply) => {
      const departures = await departuresOfTour(
        database.db,
        request.params.id,
        request.query,
        services.clock.now(),
      );
      if (!departures) throw new AppError(404, 'error.listing_not_found', { code: 'listing_not_found' });
      // Places change with every booking: a shared cache must not keep them.
      reply.header('cache-control', 'no-store');
      return departures;
    },
  );
};
