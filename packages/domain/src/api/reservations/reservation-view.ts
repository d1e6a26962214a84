import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../languages.ts';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RESERVATION_ACTORS,
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
} from '../../reservations/reservation-states.ts';
import { childrenAgeGroupsSchema } from '../fields/stay-fields.ts';
import { reservationReceiptSchema } from './payment-receipt.ts';

/** Why a guest cannot cancel (spec §4): never for non-refundable, not within 7 days, not once it is over. */
export const CANCEL_BLOCKERS = ['non_refundable', 'within_7_days', 'not_active'] as const;
export type CancelBlocker = (typeof CANCEL_BLOCKERS)[number];

const euros = z.number();

/**
 * A reservation as its guest and the admins see it (spec §3 "Reservation as displayed"). Money is in euro with
 * two decimals; dates are `YYYY-MM-DD` (check-out exclusive; a tour's check-out is the day after the tour);
 * instants are ISO 8601 UTC.
 */
export const reservationViewSchema = z.object({
  id: z.uuid(),
  reservationNumber: z.string(),
  type: z.enum(RESERVATION_TYPES),
  /** The apartment or tour, titled in the request's language. */
  listing: z.object({
    id: z.uuid(),
    /** apartmentNumber or tourNumber. */
    number: z.number().int(),
    title: z.string(),
    slug: z.string().nullable(),
  }),
  checkIn: z.string(),
  checkOut: z.string(),
  /** A tour's start time ("HH:MM", Istanbul); null for apartments. */
  startTime: z.string().nullable(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  childrenAgeGroups: childrenAgeGroupsSchema,
  childrenAges: z.array(z.number().int()),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  message: z.string().nullable(),
  /** The guest's language: notices and the WhatsApp text use it. */
  language: z.enum(SUPPORTED_LANGUAGES),
  status: z.enum(RESERVATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  isRefundable: z.boolean(),
  currency: z.literal('EUR'),
  /** The nights (or the tour's places) before the guarantee fee. */
  stayPrice: euros,
  guaranteeFee: euros,
  totalPrice: euros,
  totalOriginalPrice: euros,
  hasDiscount: z.boolean(),
  paidAmount: euros,
  remainingAmount: euros,
  refundAmount: euros,
  refundedAmount: euros,
  /** When the bank-transfer receipt is due (24 h after booking); null for other methods. */
  paymentDeadline: z.iso.datetime().nullable(),
  /** The bank-transfer receipt the guest sent, awaiting the operator; null when none was sent. */
  receipt: reservationReceiptSchema.nullable(),
  /** Whether the guest may cancel now, and why not. */
  cancellation: z.object({
    allowed: z.boolean(),
    reason: z.enum(CANCEL_BLOCKERS).nullable(),
    /** Last Istanbul day of free cancellation for refundable bookings, else null. */
    freeUntil: z.string().nullable(),
    /** What a cancellation now would refund (paid − guarantee fee), when allowed. */
    refundAmount: euros.nullable(),
  }),
  cancelledBy: z.enum(RESERVATION_ACTORS).nullable(),
  cancelReason: z.string().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ReservationView = z.infer<typeof reservationViewSchema>;

/** `/reservations/{id}` and its actions. */
export const reservationIdParamsSchema = z.object({ id: z.uuid() });
export type ReservationIdParams = z.infer<typeof reservationIdParamsSchema>;

export const DEFAULT_RESERVATION_PAGE_SIZE = 20;
export const MAX_RESERVATION_PAGE_SIZE = 100;

export const reservationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_RESERVATION_PAGE_SIZE)
    .default(DEFAULT_RESERVATION_PAGE_SIZE),
});

export const reservationPageSchema = z.object({
  items: z.array(reservationViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReservationPage = z.infer<typeof reservationPageSchema>;
