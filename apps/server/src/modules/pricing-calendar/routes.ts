import {
  bulkUpdateBodySchema,
  bulkUpdateResponseSchema,
} from '@konak/domain/api/pricing-calendar/bulk-update';
import {
  calculatePriceBodySchema,
  calculatePriceResponseSchema,
} from '@konak/domain/api/pricing-calendar/calculate-price';
import {
  checkMinStayBodySchema,
  checkMinStayResponseSchema,
} from '@konak/domain/api/pricing-calendar/check-min-stay';
import {
  calendarRangeQuerySchema,
  calendarRangeResponseSchema,
} from '@konak/domain/api/pricing-calendar/range';
import {
  calendarSingleQuerySchema,
  calendarSingleResponseSchema,
} from '@konak/domain/api/pricing-calendar/single';
import { checkGuestsFit } from '@konak/domain/guests';
import { daysBetween } from '@konak/domain/stay-dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { requireRole } from '../../http/authentication.ts';
import { translate } from '../../i18n/translate.ts';
import type { AppServices } from '../../services.ts';
import { bulkUpdatePricingDays } from './bulk-update.ts';
import { findPricedApartment, pricingRows } from './repository.ts';
import { guestRuleError, shortDate, stayRuleError } from './rule-errors.ts';
import { calendarDays, quoteStay, stayPriceResult } from './service.ts';

const TAGS = ['pricing-calendar'];

/** Spec §7 "Pricing calendar": nightly prices, availability, stay prices and the admin's bulk update. */
export const pricingCalendarRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { db } = services.database;

  app.get(
    '/range',
    {
      schema: {
        tags: TAGS,
        summary: 'Every day of an apartment calendar between two dates (both included, at most 400)',
        querystring: calendarRangeQuerySchema,
        response: { 200: calendarRangeResponseSchema },
      },
    },
    async (request) => {
      const { apartmentId, startDate, endDate } = request.query;
      const items = await calendarDays(db, apartmentId, startDate, endDate);
      if (!items) throw notFound('apartment_not_found');
      return { items, total: items.length };
    },
  );

  app.get(
    '/single',
    {
      schema: {
        tags: TAGS,
        summary: 'One day of an apartment calendar',
        querystring: calendarSingleQuerySchema,
        response: { 200: calendarSingleResponseSchema },
      },
    },
    async (request) => {
      const { apartmentId, date } = request.query;
      const [day] = (await calendarDays(db, apartmentId, date, date)) ?? [];
      if (!day) throw notFound('apartment_not_found');
      return day;
    },
  );

  app.post(
    '/calculate-price',
    {
      schema: {
        tags: TAGS,
        summary: 'Price of a stay, night by night (422 when a stay rule or the party does not fit)',
        body: calculatePriceBodySchema,
        response: { 200: calculatePriceResponseSchema },
      },
    },
    async (request) => {
      const { apartmentId, checkIn, checkOut, adults, children, childrenAgeGroups } = request.body;
      const quote = await quoteStay(db, apartmentId, checkIn, checkOut);
      if (quote.kind === 'unknown_apartment') throw notFound('apartment_not_found');
      // The first violation is the most basic one (dates before closed nights before minimum stay).
      if (quote.kind === 'rules_broken') throw stayRuleError(quote.violations[0], request.language, checkIn);
      if (adults !== undefined || children !== undefined || childrenAgeGroups !== undefined) {
        const { maxCapacity, maxAdults, maxChildren } = quote.apartment;
        const [guestViolation] = checkGuestsFit(
          { adults: adults ?? 1, children: children ?? 0, childrenAgeGroups },
          {
            maxCapacity,
            ...(maxAdults !== null ? { maxAdults } : {}),
            ...(maxChildren !== null ? { maxChildren } : {}),
          },
        );
        if (guestViolation) throw guestRuleError(guestViolation);
      }
      return stayPriceResult(checkIn, checkOut, quote.price);
    },
  );

  app.post(
    '/check-min-stay',
    {
      schema: {
        tags: TAGS,
        summary: "Whether a stay meets the check-in night's minimum stay",
        body: checkMinStayBodySchema,
        response: { 200: checkMinStayResponseSchema },
      },
    },
    async (request) => {
      const { apartmentId, checkIn, checkOut } = request.body;
      const apartment = await findPricedApartment(db, apartmentId);
      if (!apartment) throw notFound('apartment_not_found');
      const nights = daysBetween(checkIn, checkOut);
      if (nights < 1) {
        throw stayRuleError({ code: 'check_out_not_after_check_in' }, request.language, checkIn);
      }
      const [checkInRow] = await pricingRows(db, apartment.id, checkIn, checkIn);
      const minStayNights = checkInRow?.minStayNights ?? 1;
      if (nights >= minStayNights) return { valid: true, minStayNights, nights };
      return {
        valid: false,
        minStayNights,
        nights,
        message: translate(request.language, 'error.stay_min_stay', {
          minStayNights,
          date: shortDate(checkIn, request.language),
        }),
      };
    },
  );

  app.put(
    '/bulk-update',
    {
      // onRequest, so that a guest hears 401 before anyone looks at the body.
      onRequest: requireRole('admin'),
      schema: {
        tags: TAGS,
        summary: 'Set price, discount, minimum stay or closing on a range of days (admin)',
        security: [{ bearerAuth: [] }],
        body: bulkUpdateBodySchema,
        response: { 200: bulkUpdateResponseSchema },
      },
    },
    async (request) => {
      const updated = await bulkUpdatePricingDays(db, request.body);
      if (updated === null) throw notFound('apartment_not_found');
      return { updated };
    },
  );
};
