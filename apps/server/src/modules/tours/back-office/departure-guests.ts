import type { TourDepartureGuests, TourDepartureParams } from '@konak/domain/api/admin/tour-departure-guests';
import type { Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { reservations } from '../../../db/schema/reservations.ts';
import { tourClosedDates } from '../../../db/schema/tour-closed-dates.ts';
import { users } from '../../../db/schema/users.ts';
import { notFound } from '../../../http/app-error.ts';
import { departureLoad } from './departure-load.ts';
import { scheduledTours } from './tour-schedules.ts';

export const tourNotFound = () => notFound('listing_not_found');

/**
 * The guide's list of a tour day: every booking not cancelled, by start time then name, the load of each start
 * time, and who closed the day and when if it is closed.
 */
export async function departureGuests(
  db: Database,
  { tourId, date }: TourDepartureParams,
  language: Language,
): Promise<TourDepartureGuests> {
  const [tour] = await scheduledTours(db, language, tourId);
  if (!tour) throw tourNotFound();
  const [rows, [closure]] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.tourId, tourId),
          eq(reservations.checkIn, date),
          ne(reservations.status, 'cancelled'),
        ),
      )
      .orderBy(asc(reservations.startTime), asc(reservations.guestName), asc(reservations.reservationNumber)),
    db
      .select({ closedAt: tourClosedDates.closedAt, closedBy: users.name })
      .from(tourClosedDates)
      .leftJoin(users, eq(users.id, tourClosedDates.closedByUserId))
      .where(and(eq(tourClosedDates.tourId, tourId), eq(tourClosedDates.date, date))),
  ]);
  const load = departureLoad(
    tour,
    date,
    rows.map((row) => ({ startTime: row.startTime ?? '', people: row.adults + row.children, bookings: 1 })),
  );
  return {
    tourId,
    tourName: tour.name,
    meetingPoint: tour.meetingPoint,
    date,
    runs: load.runs,
    times: load.times,
    bookedPeople: load.bookedPeople,
    places: load.places,
    closed: closure !== undefined,
    closedAt: closure?.closedAt.toISOString() ?? null,
    closedBy: closure?.closedBy ?? null,
    guests: rows.map((row) => ({
      reservationId: row.id,
      reservationNumber: row.reservationNumber,
      startTime: row.startTime ?? '',
      name: row.guestName,
      adults: row.adults,
      children: row.children,
      phone: row.guestPhone,
      status: row.status,
      paymentStatus: row.paymentStatus,
      remaining: toEuros(row.remainingCents),
    })),
  };
}
