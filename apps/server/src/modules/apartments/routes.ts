import {
  allowedCombinationsQuerySchema,
  allowedCombinationsResponseSchema,
} from '@konak/domain/api/apartments/allowed-combinations';
import {
  apartmentBySlugParamsSchema,
  apartmentBySlugQuerySchema,
  apartmentBySlugResponseSchema,
} from '@konak/domain/api/apartments/apartment-by-slug';
import {
  apartmentsByCategoryParamsSchema,
  apartmentsByCategoryQuerySchema,
  apartmentsByCategoryResponseSchema,
} from '@konak/domain/api/apartments/apartments-by-category';
import {
  availableApartmentsQuerySchema,
  availableApartmentsResponseSchema,
} from '@konak/domain/api/apartments/available-apartments';
import {
  checkOccupancyBodySchema,
  checkOccupancyResponseSchema,
} from '@konak/domain/api/apartments/check-occupancy';
import {
  featuredApartmentsQuerySchema,
  featuredApartmentsResponseSchema,
} from '@konak/domain/api/apartments/featured-apartments';
import {
  apartmentIdParamsSchema,
  getApartmentQuerySchema,
  getApartmentResponseSchema,
} from '@konak/domain/api/apartments/get-apartment';
import {
  listApartmentsQuerySchema,
  listApartmentsResponseSchema,
} from '@konak/domain/api/apartments/list-apartments';
import {
  searchApartmentsQuerySchema,
  searchApartmentsResponseSchema,
} from '@konak/domain/api/apartments/search-apartments';
import { ageGroupsFromAges } from '@konak/domain/guests';
import { istanbulDate } from '@konak/domain/stay-dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stopFollowingChanges } from '../../cache/catalogue-changes.ts';
import { sendEncoded } from '../../cache/encoded-body.ts';
import { useLangQueryParameter } from '../../http/answer-language.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppServices } from '../../services.ts';
import { availableRequestKey, createAvailableAnswers } from './available-answers.ts';
import { allowedCombinations, checkOccupancy } from './occupancy.ts';
import {
  activeApartmentRow,
  apartmentById,
  apartmentBySlug,
  apartmentsByCategory,
  featuredApartments,
  listApartments,
  searchApartments,
} from './service.ts';

const listingNotFound = () => new AppError(404, 'error.listing_not_found', { code: 'listing_not_found' });

/** Spec §7 "Apartments". Static paths (featured, available, search) are matched before /:id by Fastify. */
export { backOfficeApartmentRoutes } from './back-office/routes.ts';

export const apartmentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { database } = services;
  const availableAnswers = createAvailableAnswers(database);
  useLangQueryParameter(app);
  // The catalogue follower (PostgreSQL: a listening connection) lives as long as the app.
  app.addHook('onClose', () => stopFollowingChanges(database));

  const apartmentRow = async (id: string) => {
    const row = await activeApartmentRow(database, id);
    if (!row) throw listingNotFound();
    return row;
  };

  app.get(
    '/apartments',
    {
      schema: {
        tags: ['apartments'],
        summary: 'Active apartments, paged',
        querystring: listApartmentsQuerySchema,
        response: { 200: listApartmentsResponseSchema },
      },
    },
    async (request) => listApartments(database, request.query, request.language),
  );

  app.get(
    '/apartments/featured',
    {
      schema: {
        tags: ['apartments'],
        summary: 'Featured apartments',
        querystring: featuredApartmentsQuerySchema,
        response: { 200: featuredApartmentsResponseSchema },
      },
    },
    async (request) => featuredApartments(database, request.language),
  );

  app.get(
    '/apartments/category/:category',
    {
      schema: {
        tags: ['apartments'],
        summary: 'Apartments of a category',
        params: apartmentsByCategoryParamsSchema,
        querystring: apartmentsByCategoryQuerySchema,
        response: { 200: apartmentsByCategoryResponseSchema },
      },
    },
    async (request) => apartmentsByCategory(database, request.params.category, request.language),
  );

  app.get(
    '/apartments/search',
    {
      schema: {
        tags: ['apartments'],
        summary: 'Text search over titles, districts and neighbourhoods in every language',
        querystring: searchApartmentsQuerySchema,
        response: { 200: searchApartmentsResponseSchema },
      },
    },
    async (request) => searchApartments(database, request.query.query, request.language),
  );

  app.get(
    '/apartments/available',
    {
      schema: {
        tags: ['apartments'],
        summary: 'Apartments the party fits and, with dates, free and bookable for the stay',
        querystring: availableApartmentsQuerySchema(() => istanbulDate(new Date())),
        response: { 200: availableApartmentsResponseSchema },
      },
      // Runs before the query string is validated: a search asked a moment ago is answered as it was.
      onRequest: async (request, reply) => {
        if (request.headers.authorization !== undefined) return;
        const requestKey = availableRequestKey(request.url, request.headers['accept-language']);
        const answer = await availableAnswers.peek(requestKey);
        if (!answer) return;
        reply.type('application/json; charset=utf-8');
        await sendEncoded(request, reply, answer);
      },
    },
    async (request, reply) => {
      const { checkIn, checkOut, adults, children, childrenAges = [], page, pageSize } = request.query;
      // Every age is 0–17 (the schema checked), so grouping cannot fail.
      const childrenAgeGroups = ageGroupsFromAges(childrenAges) ?? undefined;
      const party = { adults, children, childrenAgeGroups };
      const personal = request.headers.authorization !== undefined;
      const answer = await availableAnswers.answer(
        { checkIn, checkOut, party },
        request.language,
        { page, pageSize },
        {
          personal,
          requestKey: personal
            ? undefined
            : availableRequestKey(request.url, request.headers['accept-language']),
        },
      );
      // Built from the same view functions the schema describes (a test holds them to it); sent as stored.
      reply.type('application/json; charset=utf-8');
      return sendEncoded(request, reply, answer);
    },
  );

  app.get(
    '/apartments/slug/:slug',
    {
      schema: {
        tags: ['apartments'],
        summary: 'An apartment by a current or former slug of any language',
        params: apartmentBySlugParamsSchema,
        querystring: apartmentBySlugQuerySchema,
        response: { 200: apartmentBySlugResponseSchema },
      },
    },
    async (request) => {
      const result = await apartmentBySlug(database, request.params.slug, request.language);
      if (!result.found) throw listingNotFound();
      return { ...result.apartment, shouldRedirect: result.shouldRedirect, redirectUrl: result.redirectUrl };
    },
  );

  app.get(
    '/apartments/:id',
    {
      schema: {
        tags: ['apartments'],
        summary: 'One apartment',
        params: apartmentIdParamsSchema,
        querystring: getApartmentQuerySchema,
        response: { 200: getApartmentResponseSchema },
      },
    },
    async (request) => {
      const apartment = await apartmentById(database, request.params.id, request.language);
      if (!apartment) throw listingNotFound();
      return apartment;
    },
  );

  app.get(
    '/apartments/:id/allowed-combinations',
    {
      schema: {
        tags: ['apartments'],
        summary: 'Guest combinations the apartment takes',
        params: apartmentIdParamsSchema,
        querystring: allowedCombinationsQuerySchema,
        response: { 200: allowedCombinationsResponseSchema },
      },
    },
    async (request) => allowedCombinations(await apartmentRow(request.params.id)),
  );

  app.post(
    '/apartments/:id/check-occupancy',
    {
      schema: {
        tags: ['apartments'],
        summary: 'Whether a party may stay in the apartment, with the reasons when not',
        params: apartmentIdParamsSchema,
        body: checkOccupancyBodySchema,
        response: { 200: checkOccupancyResponseSchema },
      },
    },
    async (request) => checkOccupancy(await apartmentRow(request.params.id), request.body, request.language),
  );
};
