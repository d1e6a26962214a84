import { languageQuerySchema } from '@konak/domain/api/apartments/language-query';
import {
  apartmentReviewsParamsSchema,
  apartmentReviewsQuerySchema,
  apartmentReviewsResponseSchema,
} from '@konak/domain/api/reviews/apartment-reviews';
import {
  latestReviewsQuerySchema,
  latestReviewsResponseSchema,
} from '@konak/domain/api/reviews/latest-reviews';
import {
  eligibleStaysQuerySchema,
  eligibleStaysResponseSchema,
  myReviewsQuerySchema,
  myReviewsResponseSchema,
} from '@konak/domain/api/reviews/member-reviews';
import { reviewIdParamsSchema } from '@konak/domain/api/reviews/review-view';
import {
  createReviewBodySchema,
  deleteReviewResponseSchema,
  reviewResponseSchema,
  updateReviewBodySchema,
} from '@konak/domain/api/reviews/write-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { useLangQueryParameter } from '../../http/answer-language.ts';
import { BEARER_SECURITY, requireUser, signedInUser } from '../../http/authentication.ts';
import type { AppServices } from '../../services.ts';
import {
  apartmentReviewsOrNotFound,
  createReview,
  deleteReview,
  eligibleStays,
  latestReviews,
  myReviews,
  updateReview,
} from './service.ts';

const TAGS = ['reviews'];

/** GET /api/apartments/{id}/reviews: registered at /api, beside the apartment calls. */
export const apartmentReviewRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  useLangQueryParameter(app);
  app.get(
    '/apartments/:id/reviews',
    {
      schema: {
        tags: TAGS,
        summary: "The apartment's rating summary and one page of its reviews, newest first",
        params: apartmentReviewsParamsSchema,
        querystring: apartmentReviewsQuerySchema,
        response: { 200: apartmentReviewsResponseSchema },
      },
    },
    async (request) => apartmentReviewsOrNotFound(services.database, request.params.id, request.query.page),
  );
};

/**
 * Reviews (issue 6 point 6, decision 043) under /api/reviews. Writing is for the member whose stay it was; a
 * review is changed or removed by its author or an admin. Ids of others' stays and reviews answer 404.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { database, clock } = services;
  useLangQueryParameter(app);

  app.get(
    '/latest',
    {
      schema: {
        tags: TAGS,
        summary: 'The newest good reviews across apartments (the home carousel)',
        querystring: latestReviewsQuerySchema,
        response: { 200: latestReviewsResponseSchema },
      },
    },
    async (request) => latestReviews(database, request.language),
  );

  app.get(
    '/eligible',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'My apartment stays that are over and not yet reviewed',
        security: BEARER_SECURITY,
        querystring: eligibleStaysQuerySchema,
        response: { 200: eligibleStaysResponseSchema },
      },
    },
    async (request) => eligibleStays(database, signedInUser(request).id, request.language, clock.now()),
  );

  app.get(
    '/mine',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'The reviews I wrote, newest first',
        security: BEARER_SECURITY,
        querystring: myReviewsQuerySchema,
        response: { 200: myReviewsResponseSchema },
      },
    },
    async (request) => myReviews(database, signedInUser(request).id, request.language),
  );

  app.post(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Review one of my apartment stays once it is over (one review per stay)',
        security: BEARER_SECURITY,
        querystring: languageQuerySchema,
        body: createReviewBodySchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const { reservationId, rating, text, language } = request.body;
      const review = await createReview(
        database,
        signedInUser(request),
        { reservationId, rating, text, language: language ?? request.language },
        request.language,
        clock.now(),
      );
      return reply.status(201).send(review);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Change my review (admins: any review)',
        security: BEARER_SECURITY,
        params: reviewIdParamsSchema,
        querystring: languageQuerySchema,
        body: updateReviewBodySchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) =>
      updateReview(database, signedInUser(request), request.params.id, request.body, request.language),
  );

  app.delete(
    '/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Remove my review (admins: any review)',
        security: BEARER_SECURITY,
        params: reviewIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: deleteReviewResponseSchema },
      },
    },
    async (request) => deleteReview(database, signedInUser(request), request.params.id),
  );
};
