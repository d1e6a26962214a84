import { z } from 'zod';
import { MEMBERSHIP_TIERS } from '../../membership.ts';
import {
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
} from '../../reservations/reservation-states.ts';

/** Every role an account can have; the back office assigns only the first three (decision 072). */
export const ACCOUNT_ROLES = ['member', 'staff', 'admin', 'owner'] as const;
export const ASSIGNABLE_ROLES = ['member', 'staff', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** A member as the back office lists and shows them. */
export const guestSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ACCOUNT_ROLES),
  preferredLanguage: z.string(),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  disabledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type GuestSummary = z.infer<typeof guestSummarySchema>;

/** One of a member's reservations on their back-office page. */
export const guestReservationSchema = z.object({
  id: z.uuid(),
  reservationNumber: z.string(),
  type: z.enum(RESERVATION_TYPES),
  listingTitle: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalPrice: z.number(),
  paid: z.number(),
  createdAt: z.iso.datetime(),
});
export type GuestReservation = z.infer<typeof guestReservationSchema>;

export const guestMembershipSchema = z.object({
  tier: z.enum(MEMBERSHIP_TIERS),
  totalSpent: z.number(),
});

export const guestIdParamsSchema = z.object({ id: z.uuid() });
export type GuestIdParams = z.infer<typeof guestIdParamsSchema>;
