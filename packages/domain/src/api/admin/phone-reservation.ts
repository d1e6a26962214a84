import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../../languages.ts';
import { PAYMENT_STATUSES, RESERVATION_STATUSES } from '../../reservations/reservation-states.ts';
import { emailSchema, nameSchema, phoneSchema, preferredLanguageSchema } from '../fields/account-fields.ts';
import { checkBookingFields, createReservationBodySchema } from '../reservations/create-reservation.ts';

/**
 * A booking taken by phone (back office, admin and staff; decision 071): the site's booking fields for a guest
 * named by e-mail — an existing account, or a new one made with this name, phone and language that receives a
 * set-password e-mail. The guest agrees to the terms on the phone; card payment is not offered.
 */
export const PHONE_PAYMENT_METHODS = ['bank_transfer', 'pay_at_door'] as const;

const { acceptTerms: _terms, paymentMethod: _method, ...bookingShape } = createReservationBodySchema.shape;

export const phoneReservationBodySchema = z
  .object({
    ...bookingShape,
    email: emailSchema,
    name: nameSchema,
    phone: phoneSchema,
    /** The guest's language: their notices, and a new account's preferred language. */
    language: preferredLanguageSchema.default(DEFAULT_LANGUAGE),
    paymentMethod: z.enum(PHONE_PAYMENT_METHODS),
  })
  .superRefine((body, context) => checkBookingFields(body, context));
export type PhoneReservationBody = z.input<typeof phoneReservationBodySchema>;
export type PhoneReservationInput = z.infer<typeof phoneReservationBodySchema>;

/** POST /api/admin/reservations/quote: the price the site would charge, nothing stored (409/422 as the booking). */
export const phoneReservationQuoteSchema = z.object({
  totalAmount: z.number(),
  originalTotalAmount: z.number(),
  stayAmount: z.number(),
  guaranteeFeeAmount: z.number(),
});
export type PhoneReservationQuote = z.infer<typeof phoneReservationQuoteSchema>;

/** POST /api/admin/reservations (201; `Idempotency-Key` makes a double click one reservation). */
export const phoneReservationResponseSchema = z.object({
  id: z.uuid(),
  reservationNumber: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalAmount: z.number(),
  /**
   * The guest's account has no way to sign in yet (made now by this booking, or earlier without a password): a
   * set-password e-mail has been sent to it (at most one a minute).
   */
  accountAwaitsPassword: z.boolean(),
});
export type PhoneReservationResponse = z.infer<typeof phoneReservationResponseSchema>;

/** GET /api/admin/reservations/guest?email=…: the account using that e-mail, or null (a new guest). */
export const phoneGuestQuerySchema = z.object({ email: emailSchema });
export const phoneGuestResponseSchema = z.object({
  member: z
    .object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      preferredLanguage: preferredLanguageSchema,
    })
    .nullable(),
});
export type PhoneGuestResponse = z.infer<typeof phoneGuestResponseSchema>;
