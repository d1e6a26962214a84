import { z } from 'zod';
import { PAYMENT_STATUSES, RESERVATION_STATUSES } from '../../reservations/reservation-states.ts';
import { isoDateSchema } from '../fields/stay-fields.ts';
import { departureTimeLoadSchema } from './list-tour-departures.ts';

export const tourDepartureParamsSchema = z.object({ tourId: z.uuid(), date: isoDateSchema });
export type TourDepartureParams = z.infer<typeof tourDepartureParamsSchema>;

/** One booking on the guide's list. */
export const departureGuestSchema = z.object({
  reservationId: z.uuid(),
  reservationNumber: z.string(),
  startTime: z.string(),
  name: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  phone: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Euros still to collect (the guide may take it at the meeting point). */
  remaining: z.number(),
});
export type DepartureGuest = z.infer<typeof departureGuestSchema>;

/**
 * GET /api/admin/tours/{tourId}/departures/{date} (admin, staff) — the guest list of a tour day: live bookings
 * (pending and confirmed) by start time then name, the load of each start time, and whether the day is closed.
 * Also the answer of close and reopen (POST …/close, …/reopen, admin and staff, idempotent by state).
 */
export const tourDepartureGuestsSchema = z.object({
  tourId: z.uuid(),
  tourName: z.string(),
  meetingPoint: z.string(),
  date: z.string(),
  runs: z.boolean(),
  times: z.array(departureTimeLoadSchema),
  bookedPeople: z.number().int(),
  places: z.number().int(),
  closed: z.boolean(),
  closedAt: z.iso.datetime().nullable(),
  closedBy: z.string().nullable(),
  guests: z.array(departureGuestSchema),
});
export type TourDepartureGuests = z.infer<typeof tourDepartureGuestsSchema>;
