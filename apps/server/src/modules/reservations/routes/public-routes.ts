import { searchDatesIssue } from '@konak/domain/api/apartments/available-apartments';
import {
  freeApartmentsQuerySchema,
  freeApartmentsResponseSchema,
} from '@konak/domain/api/reservations/available-apartments-for-stay';
import {
  publicApartmentReservationsParamsSchema,
  publicApartmentReservationsResponseSchema,
} from '@konak/domain/api/reservations/public-apartment-reservations';
import { istanbulDate } from '@konak/domain/stay-dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error.ts';
import type { AppServices } from '../../../services.ts';
import { freeApartments, publicBookedRanges } from '../availability.ts';
import { listingNotFound } from '../reservation-errors.ts';
import { TAGS } from './route-options.ts';

/** The Reservations calls anyone may make: which apartments are free, and an apartment's booked ranges. */
export const publicRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  app.get(
    '/available',
    {
      schema: {
        tags: TAGS,
        summary: 'Ids of the active apartments free (not booked, not closed) for every night of a stay',
        querystring: freeApartmentsQuerySchema,
        response: { 200: freeApartmentsResponseSchema },
      },
    },
    async (request) => {
      const { checkIn, checkOut } = request.query;
      const issue = searchDatesIssue(checkIn, checkOut, istanbulDate(services.clock.now()));
      if (issue) {
        throw new AppError(400, 'error.validation_failed', {
          code: 'validation_failed',
          details: { type: 'validation' },
          errors: [{ field: issue.field, message: issue.message }],
        });
      }
      return freeApartments(db, checkIn, checkOut);
    },
  );

  app.get(
    '/public/apartment/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Booked ranges of an apartment from today on (no personal data)',
        params: publicApartmentReservationsParamsSchema,
        response: { 200: publicApartmentReservationsResponseSchema },
      },
    },
    async (request) => {
      const ranges = await publicBookedRanges(db, request.params.id, services.clock.now());
      if (!ranges) throw listingNotFound();
      return ranges;
    },
  );
};
