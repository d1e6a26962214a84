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
import { useLangQueryParameter } from '../../http/answer-language.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppServices } from '../../services.ts';
import { availableApartments } from './availability.ts';
import { allowedCombinations, checkOccupancy } from './occupancy.ts';
import { activeApartmentsByIds } from './repository.ts';
import {
  apartmentById,
  apartmentBySlug,
  apartmentsByCategory,
  featuredApartments,
  isUuid,
  listApartments,
  searchApartments,
} from './service.ts';

const listingNotFound = () => new AppError(404, 'error.listing_not_found', { code: 'listing_not_found' });

/** Spec §7 "Apartments". Static paths (featured, available, search) are matched before /:id by Fastify. */
export const apartmentRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;
  useLangQueryParameter(app);

  const apartmentRow = async (id: string) => {
    const [row] = isUuid(id) ? await activeApartmentsByIds(db, [id]) : [];
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
    async (request) => listApartments(db, request.query, request.language),
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
    async (request) => featuredApartments(db, request.language),
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
    async (request) => apartmentsByCategory(db, request.params.category, request.language),
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
    async (request) => searchApartments(db, request.query.query, request.language),
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
    },
    async (request) => {
      const { checkIn, checkOut, adults, children, childrenAges = [], page, pageSize } = request.query;
      // Every age is 0–17 (the schema checked), so grouping cannot fail.
      const childrenAgeGroups = ageGroupsFromAges(childrenAges) ?? undefined;
      const party = { adults, children, childrenAgeGroups };
      return availableApartments(db, { checkIn, checkOut, party }, request.language, { page, pageSize });
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
      const result = await apartmentBySlug(db, request.params.slug, request.language);
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
      const apartment = await apartmentById(db, request.params.id, request.language);
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
