import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { tourClosedDates } from '../../db/schema/tour-closed-dates.ts';
import { tours } from '../../db/schema/tours.ts';
import { pricedApartmentColumns } from '../pricing-calendar/surface.ts';

/** What booking an apartment needs to know about it. */
export type BookableApartment = Pick<
  typeof apartments.$inferSelect,
  'id' | 'basePriceCents' | 'maxCapacity' | 'maxAdults' | 'maxChildren' | 'guaranteeFeePercent'
>;

export async function findBookableApartment(db: Database, id: string): Promise<BookableApartment | null> {
  const [row] = await db
    .select({ ...pricedApartmentColumns, guaranteeFeePercent: apartments.guaranteeFeePercent })
    .from(apartments)
    .where(and(eq(apartments.id, id), eq(apartments.isActive, true)));
  return row ?? null;
}

export type BookableTour = Pick<
  typeof tours.$inferSelect,
  'id' | 'maxPeople' | 'basePriceCents' | 'startTimes' | 'weekdays'
>;

export async function findBookableTour(db: Database, id: string): Promise<BookableTour | null> {
  const [row] = await db
    .select({
      id: tours.id,
      maxPeople: tours.maxPeople,
      basePriceCents: tours.basePriceCents,
      startTimes: tours.startTimes,
      weekdays: tours.weekdays,
    })
    .from(tours)
    .where(and(eq(tours.id, id), eq(tours.isActive, true)));
  return row ?? null;
}

/**
 * Locks the tour row until the transaction ends and answers how many people live bookings already hold on the
 * departure. Every booking of the tour takes the same lock first, so counting and inserting cannot interleave.
 */
export async function lockTourDeparture(
  db: Database,
  tourId: string,
  date: string,
  startTime: string,
): Promise<{ maxPeople: number; bookedPeople: number; closed: boolean } | null> {
  const [tour] = await db
    .select({ maxPeople: tours.maxPeople })
    .from(tours)
    .where(eq(tours.id, tourId))
    .for('update');
  if (!tour) return null;
  // Closing a day takes the same lock (decision 078): a booking either lands before the close or sees it.
  const closed = await isTourDateClosed(db, tourId, date);
  const [booked] = await db
    .select({ people: sql<number>`coalesce(sum(${reservations.adults} + ${reservations.children}), 0)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.tourId, tourId),
        eq(reservations.checkIn, date),
        eq(reservations.startTime, startTime),
        ne(reservations.status, 'cancelled'),
      ),
    );
  return { maxPeople: tour.maxPeople, bookedPeople: booked?.people ?? 0, closed };
}

/** Whether an operator closed this tour day for new bookings (decision 078). */
export async function isTourDateClosed(db: Database, tourId: string, date: string): Promise<boolean> {
  const [row] = await db
    .select({ date: tourClosedDates.date })
    .from(tourClosedDates)
    .where(and(eq(tourClosedDates.tourId, tourId), eq(tourClosedDates.date, date)));
  return row !== undefined;
}

/** The closed days of some tours in [from, to], keyed `tourId date`. */
export async function closedTourDates(
  db: Database,
  range: { tourIds: readonly string[]; from: string; to: string },
): Promise<Map<string, { closedAt: Date; closedByUserId: string | null }>> {
  if (range.tourIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tourClosedDates)
    .where(
      and(
        inArray(tourClosedDates.tourId, [...range.tourIds]),
        gte(tourClosedDates.date, range.from),
        lte(tourClosedDates.date, range.to),
      ),
    );
  return new Map(rows.map((row) => [`${row.tourId} ${row.date}`, row]));
}

/** People and bookings of tour bookings not cancelled per tour, day and start time in [from, to]. */
export async function bookedPeopleByDeparture(
  db: Database,
  range: { tourIds: readonly string[]; from: string; to: string },
): Promise<{ tourId: string; date: string; startTime: string; people: number; bookings: number }[]> {
  if (range.tourIds.length === 0) return [];
  const rows = await db
    .select({
      tourId: reservations.tourId,
      date: reservations.checkIn,
      startTime: reservations.startTime,
      people: sql<number>`sum(${reservations.adults} + ${reservations.children})::int`,
      bookings: sql<number>`count(*)::int`,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.tourId, [...range.tourIds]),
        gte(reservations.checkIn, range.from),
        lte(reservations.checkIn, range.to),
        ne(reservations.status, 'cancelled'),
      ),
    )
    .groupBy(reservations.tourId, reservations.checkIn, reservations.startTime);
  return rows.map((row) => ({
    tourId: row.tourId ?? '',
    date: row.date,
    startTime: row.startTime ?? '',
    people: row.people,
    bookings: row.bookings,
  }));
}
