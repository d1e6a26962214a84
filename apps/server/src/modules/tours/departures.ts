import type { TourDeparturesResponse } from '@konak/domain/api/tours/tour-departures';
import { departureKey, tourDepartures } from '@konak/domain/tours/tour-departures';
import type { Database } from '../../db/client.ts';
import { bookedPeopleByDeparture, closedTourDates, findBookableTour } from '../reservations/surface.ts';

/**
 * GET /tours/{id}/departures: the running days of [from, to] with their start times still ahead and the places
 * left on each (people of pending and confirmed bookings counted). Days an operator closed are left out, as if
 * the tour did not run (decision 078). Null for an unknown or inactive tour; the route's schema has checked the id.
 */
export async function departuresOfTour(
  db: Database,
  tourId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<TourDeparturesResponse | null> {
  const tour = await findBookableTour(db, tourId);
  if (!tour) return null;
  const scope = { tourIds: [tour.id], ...range };
  const [rows, closed] = await Promise.all([bookedPeopleByDeparture(db, scope), closedTourDates(db, scope)]);
  const booked = new Map(rows.map((row) => [departureKey(row.date, row.startTime), row.people]));
  const items = tourDepartures({ schedule: tour, maxPeople: tour.maxPeople, ...range, booked, now }).filter(
    (day) => !closed.has(`${tour.id} ${day.date}`),
  );
  return { items, total: items.length, maxPeople: tour.maxPeople };
}
