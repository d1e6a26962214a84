import type {
  ListTourDeparturesQuery,
  ListTourDeparturesResponse,
  TourDepartureDay,
} from '@konak/domain/api/admin/list-tour-departures';
import type { Language } from '@konak/domain/languages';
import { addDays, daysBetween, istanbulDate } from '@konak/domain/stay-dates';
import { MAX_DEPARTURE_RANGE_DAYS } from '@konak/domain/tours/tour-departures';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { bookedPeopleByDeparture, closedTourDates } from '../../reservations/surface.ts';
import { type BookedDeparture, departureLoad } from './departure-load.ts';
import { scheduledTours } from './tour-schedules.ts';

/** Two weeks ahead unless asked otherwise: what an operator plans guides and boats for. */
export const DEFAULT_DEPARTURE_DAYS = 14;

function rangeError(message: string) {
  return new AppError(400, 'error.validation_failed', {
    code: 'validation_failed',
    errors: [{ field: 'to', message }],
  });
}

/** The days asked for; one bound alone is completed from today or two weeks around the other. */
function dayRange(query: ListTourDeparturesQuery, now: Date): { from: string; to: string } {
  const today = istanbulDate(now);
  const from =
    query.from ?? (query.to && query.to < today ? addDays(query.to, 1 - DEFAULT_DEPARTURE_DAYS) : today);
  const to = query.to ?? addDays(from, DEFAULT_DEPARTURE_DAYS - 1);
  const days = daysBetween(from, to);
  if (days < 0) throw rangeError('error.departures_range_reversed');
  if (days >= MAX_DEPARTURE_RANGE_DAYS) throw rangeError('error.departures_range_too_long');
  return { from, to };
}

/**
 * GET /api/admin/tours/departures: every tour × day in the range that runs or has bookings (or was closed), with
 * people booked against places, earliest day first and by tour name; paged in memory (tens of tours × at most 62
 * days), the bookings counted in one grouped query.
 */
export async function listTourDepartureDays(
  db: Database,
  query: ListTourDeparturesQuery,
  { language, now }: { language: Language; now: Date },
): Promise<ListTourDeparturesResponse> {
  const range = dayRange(query, now);
  const allTours = await scheduledTours(db, language);
  const wanted = query.tourId ? allTours.filter((tour) => tour.id === query.tourId) : allTours;
  const scope = { tourIds: wanted.map((tour) => tour.id), ...range };
  const [booked, closed] = await Promise.all([
    bookedPeopleByDeparture(db, scope),
    closedTourDates(db, scope),
  ]);
  const bookedByDay = new Map<string, BookedDeparture[]>();
  for (const row of booked) {
    const key = `${row.tourId} ${row.date}`;
    bookedByDay.set(key, [...(bookedByDay.get(key) ?? []), row]);
  }
  const days: TourDepartureDay[] = [];
  for (let offset = 0; offset <= daysBetween(range.from, range.to); offset++) {
    const date = addDays(range.from, offset);
    for (const tour of wanted) {
      const key = `${tour.id} ${date}`;
      const load = departureLoad(tour, date, bookedByDay.get(key) ?? []);
      const isClosed = closed.has(key);
      if (load.times.length === 0 && !isClosed) continue;
      days.push({
        tourId: tour.id,
        tourName: tour.name,
        date,
        times: load.times,
        bookedPeople: load.bookedPeople,
        places: load.places,
        bookings: load.bookings,
        closed: isClosed,
      });
    }
  }
  const start = (query.page - 1) * query.pageSize;
  return {
    items: days.slice(start, start + query.pageSize),
    total: days.length,
    page: query.page,
    pageSize: query.pageSize,
    ...range,
    tours: allTours.map((tour) => ({ id: tour.id, name: tour.name })),
  };
}
