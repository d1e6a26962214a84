import { z } from 'zod';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
} from '../../reservations/reservation-states.ts';
import { reservationFilterFields } from '../fields/reservation-filter-fields.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';

export const ADMIN_RESERVATION_SORTS = ['newest', 'check_in'] as const;
export type AdminReservationSort = (typeof ADMIN_RESERVATION_SORTS)[number];
export const ADMIN_RESERVATION_PAGE_SIZE = 20;

/**
 * GET /api/admin/reservations (admin, staff). Filters combine: status, payment status and method, type, one
 * apartment or tour, stays overlapping [from, to), created on [createdFrom, createdTo] (Istanbul days, both
 * inclusive) and `q`: a reservation number, or part of the guest's name, e-mail or phone, any case. Newest first
 * unless `sort=check_in` (earliest check-in first).
 */
export const adminReservationListQuerySchema = z.object({
  ...reservationFilterFields,
  createdFrom: isoDateSchema.optional(),
  createdTo: isoDateSchema.optional(),
  q: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(ADMIN_RESERVATION_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_RESERVATION_PAGE_SIZE),
});
export type AdminReservationListQuery = z.input<typeof adminReservationListQuerySchema>;
export type AdminReservationListFilters = z.infer<typeof adminReservationListQuerySchema>;

/** One line of the list: enough to recognise the booking and see where its money stands. */
export const adminReservationListItemSchema = z.object({
  id: z.uuid(),
  reservationNumber: z.string(),
  type: z.enum(RESERVATION_TYPES),
  listing: z.object({ id: z.uuid(), number: z.number().int(), title: z.string() }),
  checkIn: z.string(),
  checkOut: z.string(),
  startTime: z.string().nullable(),
  guests: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  totalPrice: z.number(),
  paidAmount: z.number(),
  remainingAmount: z.number(),
  checkedInAt: z.iso.datetime().nullable(),
  checkedOutAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminReservationListItem = z.infer<typeof adminReservationListItemSchema>;

export const adminReservationListResponseSchema = z.object({
  items: z.array(adminReservationListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReservationListResponse = z.infer<typeof adminReservationListResponseSchema>;
