import { z } from 'zod';
import {
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  RESERVATION_TYPES,
} from '../../reservations/reservation-states.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { CHANNEL_LABELS } from './channel-feed-fields.ts';

/**
 * GET /api/admin/dashboard (admin and staff; decision 070): the operator's day. "Today" is the Istanbul date. Every
 * row carries the reservation's id and number so the page links to /admin/reservations/{id}. Amounts are euros.
 */
export const dashboardReservationSchema = z.object({
  id: z.uuid(),
  reservationNumber: z.string(),
  type: z.enum(RESERVATION_TYPES),
  /** The apartment's or tour's name in the asking operator's language. */
  listingName: z.string(),
  guestName: z.string(),
  guestPhone: z.string(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  startTime: z.string().nullable(),
  people: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  remainingAmount: z.number(),
  checkedInAt: z.iso.datetime().nullable(),
  checkedOutAt: z.iso.datetime().nullable(),
});
export type DashboardReservation = z.infer<typeof dashboardReservationSchema>;

/** A bank transfer waiting for its receipt: when the system cancels it (24 h after booking) and the minutes left. */
export const awaitingReceiptSchema = dashboardReservationSchema.extend({
  cancelsAt: z.iso.datetime(),
  minutesLeft: z.number().int(),
});
export type AwaitingReceipt = z.infer<typeof awaitingReceiptSchema>;

/** One day's stays: arriving (check-in that day), leaving (check-out that day), staying over from earlier. */
export const dashboardDaySchema = z.object({
  date: isoDateSchema,
  arrivals: z.array(dashboardReservationSchema),
  departures: z.array(dashboardReservationSchema),
  inHouse: z.array(dashboardReservationSchema),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** A tour departure (date and start time) with its live bookings' people against the tour's places. */
export const dashboardTourDepartureSchema = z.object({
  tourId: z.uuid(),
  tourName: z.string(),
  date: isoDateSchema,
  startTime: z.string(),
  bookedPeople: z.number().int(),
  maxPeople: z.number().int(),
  reservations: z.array(dashboardReservationSchema),
});
export type DashboardTourDeparture = z.infer<typeof dashboardTourDepartureSchema>;

export const dashboardOccupancySchema = z.object({
  from: isoDateSchema,
  /** Exclusive. */
  to: isoDateSchema,
  apartments: z.number().int(),
  bookedNights: z.number().int(),
  availableNights: z.number().int(),
  /** 0–1; 0 when no apartment is active. */
  rate: z.number(),
});

export const dashboardRevenueMonthSchema = z.object({
  /** YYYY-MM (Istanbul). */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Value of the non-cancelled stays and tours starting that month. */
  bookedAmount: z.number(),
  /** Money kept from the reservations starting that month: paid minus refunded, cancelled ones included. */
  collectedAmount: z.number(),
  reservations: z.number().int(),
});
export type DashboardRevenueMonth = z.infer<typeof dashboardRevenueMonthSchema>;

/**
 * An imported block of another channel over a live direct booking (issue 18 §4): both sides, so the operator can
 * move or cancel one. Nothing was deleted.
 */
export const channelConflictSchema = z.object({
  apartmentId: z.uuid(),
  apartmentNumber: z.string(),
  apartmentTitle: z.string(),
  reservationId: z.uuid(),
  reservationNumber: z.string(),
  guestName: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  channel: z.enum(CHANNEL_LABELS),
  blockCheckIn: isoDateSchema,
  blockCheckOut: isoDateSchema,
  blockSummary: z.string(),
});
export type ChannelConflict = z.infer<typeof channelConflictSchema>;

export const dashboardResponseSchema = z.object({
  generatedAt: z.iso.datetime(),
  days: z.array(dashboardDaySchema),
  awaitingApproval: z.array(dashboardReservationSchema),
  awaitingApprovalTotal: z.number().int(),
  awaitingReceipt: z.array(awaitingReceiptSchema),
  awaitingReceiptTotal: z.number().int(),
  tourDepartures: z.array(dashboardTourDepartureSchema),
  occupancy: dashboardOccupancySchema,
  revenue: z.object({ thisMonth: dashboardRevenueMonthSchema, lastMonth: dashboardRevenueMonthSchema }),
  channelConflicts: z.array(channelConflictSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/**
 * Each waiting list shows at most this many rows, oldest first (a phone's worth); the total says how many there
 * are, and the page links to the whole list among the reservations.
 */
export const DASHBOARD_LIST_LIMIT = 20;
/** Occupancy is measured over the next this many nights. */
export const OCCUPANCY_NIGHTS = 30;
