import type { TourDeparturesResponse } from '@konak/domain/api/tours/tour-departures';
import { departureKey, tourDepartures } from '@konak/domain/tours/tour-departures';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { findBookableTour } from '../reservations/surface.ts';

/**
 * GET /tours/{id}/departures: the running days of [from, to] with their start times still ahead and the places
 * left on each (people of pending and confirmed bookings counted). Null for an unknown or inactive tour;
 * the route's schema has checked the id is a uuid.
 */
export async function departuresOfTour(
  db: Database,
  tourId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<TourDeparturesResponse | null> {
  const tour = await findBookableTour(db, tourId);
  if (!tour) return null;
  const rows = await db
    .select({
      date: reservations.checkIn,
      startTime: reservations.startTime,
      people: sql<number>`sum(${reservations.adults} + ${reservations.children})::int`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.tourId, tour.id),
        gte(reservations.checkIn, range.from),
        lte(reservations.checkIn, range.to),
        ne(reservations.status, 'cancelled'),
      ),
    )
    .groupBy(reservations.checkIn, reservations.startTime);
  const booked = new Map(rows.map((row) => [departureKey(row.date, row.startTime ?? ''), row.people]));
  const items = tourDepartures({ schedule: tour, maxPeople: tour.maxPeople, ...range, booked, now });
  return { items, total: items.length, maxPeople: tour.maxPeople };
}
