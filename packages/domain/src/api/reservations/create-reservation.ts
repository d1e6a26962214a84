import { z } from 'zod';
import { MAX_GUESTS_OF_A_KIND } from '../../guests.ts';
import {
  DEFAULT_GUEST_COUNTRY,
  RESERVATION_MESSAGE_MAX_LENGTH,
} from '../../reservations/reservation-limits.ts';
import { PAYMENT_METHODS, RESERVATION_TYPES } from '../../reservations/reservation-states.ts';
import { START_TIME_PATTERN } from '../../tours/tour-departures.ts';
import { emailSchema, nameSchema, phoneSchema } from '../fields/account-fields.ts';
import { childrenAgeGroupsSchema, childrenAgesSchema, isoDateSchema } from '../fields/stay-fields.ts';
import { reservationViewSchema } from './reservation-view.ts';

/**
 * POST /api/reservations/create (signed in; spec §3 "Reservation form", §5). The server re-checks every rule,
 * prices the stay itself and answers 201 with the reservation. A tour is booked for `checkIn` (its date) and
 * `startTime` (one of its start times); `checkOut` is only for apartments. Children's age groups come as
 * `childrenAgeGroups` (the search's groups) or as exact `childrenAges` (0–17); with children, one of them must account for every child (else 422).
 * `paymentMethod: 'card'` makes a pending reservation held 15 minutes for the card checkout (decision 086), or is
 * refused with 422 payment_method_unavailable where the site does not offer card payment. `acceptTerms` covers the terms and the distance-sales preliminary information.
 */
export const createReservationBodySchema = z
  .object({
    type: z.enum(RESERVATION_TYPES),
    apartmentId: z.uuid().optional(),
    tourId: z.uuid().optional(),
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    checkIn: isoDateSchema,
    checkOut: isoDateSchema.optional(),
    /** A tour's start time ("HH:MM", Istanbul); required for tours, refused for apartments. */
    startTime: z.string().regex(START_TIME_PATTERN, 'error.tour_start_time_invalid').optional(),
    adults: z.number().int().min(1, 'error.guests_adult_required').max(MAX_GUESTS_OF_A_KIND),
    children: z.number().int().min(0).max(MAX_GUESTS_OF_A_KIND).default(0),
    childrenAgeGroups: childrenAgeGroupsSchema.optional(),
    childrenAges: childrenAgesSchema.optional(),
    message: z
      .string()
      .trim()
      .max(RESERVATION_MESSAGE_MAX_LENGTH)
      .optional()
      .transform((text) => (text ? text : undefined)),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'error.country_invalid')
      .default(DEFAULT_GUEST_COUNTRY),
    isRefundable: z.boolean().default(false),
    paymentMethod: z.enum(PAYMENT_METHODS),
    acceptTerms: z.literal(true, 'error.terms_not_accepted'),
  })
  .superRefine((body, context) => checkBookingFields(body, context));
export type CreateReservationBody = z.input<typeof createReservationBodySchema>;
export type CreateReservationInput = z.infer<typeof createReservationBodySchema>;

type BookingFields = Pick<
  CreateReservationInput,
  'type' | 'apartmentId' | 'tourId' | 'startTime' | 'checkOut' | 'children' | 'childrenAges'
>;

/** The rules between the booking's fields, shared with the back office's booking taken by phone. */
export function checkBookingFields(body: BookingFields, context: z.RefinementCtx): void {
  if (body.type === 'apartment' && !body.apartmentId) {
    context.addIssue({
      code: 'custom',
      path: ['apartmentId'],
      message: 'error.reservation_listing_required',
    });
  }
  if (body.type === 'tour' && !body.tourId) {
    context.addIssue({ code: 'custom', path: ['tourId'], message: 'error.reservation_listing_required' });
  }
  if (body.type === 'tour' && !body.startTime) {
    context.addIssue({ code: 'custom', path: ['startTime'], message: 'error.tour_start_time_required' });
  }
  if (body.type === 'apartment' && body.startTime) {
    context.addIssue({ code: 'custom', path: ['startTime'], message: 'error.tour_start_time_invalid' });
  }
  if (body.type === 'apartment' && !body.checkOut) {
    context.addIssue({ code: 'custom', path: ['checkOut'], message: 'error.stay_dates_incomplete' });
  }
  if (body.childrenAges && body.childrenAges.length !== body.children) {
    context.addIssue({ code: 'custom', path: ['childrenAges'], message: 'error.children_ages_mismatch' });
  }
}

/**
 * `Idempotency-Key` (brief §4): any printable token up to 200 characters, e.g. a UUID made when the form opens.
 * A retry with the same key by the same member answers the first reservation (201, header
 * `Idempotent-Replayed: true`); the same key with a different body is 422 idempotency_key_reused.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'error.idempotency_key_invalid');

// Loose: Fastify replaces request.headers with the parsed value, so every other header must survive.
export const createReservationHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});

/** The reservation, plus the WhatsApp hand-off (`wa.me` link with the details in the guest's language). */
export const createReservationResponseSchema = reservationViewSchema.extend({
  whatsappUrl: z.url(),
});
export type CreateReservationResponse = z.infer<typeof createReservationResponseSchema>;
