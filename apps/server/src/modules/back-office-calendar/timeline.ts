import type {
  CalendarApartmentRow,
  CalendarBooking,
  CalendarTimelineQuery,
  CalendarTimelineResponse,
} from '@konak/domain/api/admin/calendar-timeline';
import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { type NightRate, toEuros } from '@konak/domain/pricing';
import type { ReservationStatus } from '@konak/domain/reservations/reservation-states';
import { addDays } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import { catalogueChanges } from '../../cache/catalogue-changes.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { memoryCalendars, pricingRowsByApartment } from '../pricing-calendar/surface.ts';

type ApartmentRow = {
  id: string;
  apartmentNumber: number;
  title: string | null;
  isActive: boolean;
  basePriceCents: number;
};

/** Every apartment, published or not, with its title in the operator's language, else Turkish; by number. */
async function timelineApartments(db: Database, language: Language): Promise<ApartmentRow[]> {
  const result = await db.execute<ApartmentRow>(sql`
    select * from (
      select distinct on (a.id) a.id, a.apartment_number as "apartmentNumber", t.title,
        a.is_active as "isActive", a.base_price_cents as "basePriceCents"
      from apartments a
        left join apartment_translations t on t.apartment_id = a.id and t.language in (${language}, ${DEFAULT_LANGUAGE})
      order by a.id, t.language = ${language} desc
    ) titled
    order by "apartmentNumber"`);
  return result.rows;
}

type BookingRow = Omit<CalendarBooking, 'clippedStart' | 'clippedEnd'> & { apartmentId: string };

type BookingJson = [
  reservationId: string,
  reservationNumber: string,
  guestName: string,
  status: ReservationStatus,
  apartmentId: string,
  checkIn: string,
  checkOut: string,
];

/**
 * The reservations that are not cancelled and hold a night between two dates (both included), every apartment, earliest
 * first. They travel as one JSON value: a busy window holds over a thousand, and rows cost far more to hand back.
 */
async function timelineBookings(db: Database, firstDate: string, lastDate: string): Promise<BookingRow[]> {
  const result = await db.execute<{ bookings: BookingJson[] }>(sql`
    select coalesce(json_agg(json_build_array(r.id, r.reservation_number, r.guest_name, r.status, r.apartment_id,
      r.check_in, r.check_out) order by r.check_in, r.reservation_number), '[]'::json) as bookings
    from reservations r
    where r.apartment_id is not null and r.status <> 'cancelled'
      and r.check_in <= ${lastDate}::date and r.check_out > ${firstDate}::date`);
  return (result.rows[0]?.bookings ?? []).map(
    ([reservationId, reservationNumber, guestName, status, apartmentId, checkIn, checkOut]) => ({
      reservationId,
      reservationNumber,
      guestName,
      status,
      apartmentId,
      checkIn,
      checkOut,
    }),
  );
}

/**
 * The calendar rows of the window, by apartment: from the calendars every process keeps in memory for the public site
 * (decision 038; current once every committed change has been heard), else, for a window they do not hold (the
 * past) or while changes cannot be followed, from the database.
 */
async function windowNights(
  database: DatabaseHandle,
  apartmentIds: readonly string[],
  from: string,
  to: string,
  now: Date,
): Promise<Map<string, NightRate[]>> {
  const memory = await memoryCalendars(database, await catalogueChanges(database).current(), now);
  if (!memory?.prices.covers(from, to)) return pricingRowsByApartment(database.db, from, to);
  const range = memory.prices.range(from, to);
  return new Map(apartmentIds.map((id) => [id, memory.prices.nightsIn(id, range)]));
}

type DayColumns = Pick<CalendarApartmentRow, 'prices' | 'originalPrices' | 'minStayNights' | 'closed'>;

/**
 * An apartment's days as columns: the defaults of a day without a row (base price, one night, open), then its rows.
 * A struck-through price counts only while it is above the price, as the public calendar shows it.
 */
function dayColumns(
  offsetOf: ReadonlyMap<string, number>,
  days: number,
  basePriceCents: number,
  nights: readonly NightRate[],
): DayColumns {
  const columns: DayColumns = {
    prices: new Array<number>(days).fill(toEuros(basePriceCents)),
    originalPrices: new Array<number | null>(days).fill(null),
    minStayNights: new Array<number>(days).fill(1),
    closed: new Array<boolean>(days).fill(false),
  };
  for (const night of nights) {
    const offset = offsetOf.get(night.date);
    if (offset === undefined) continue;
    const original = night.originalPriceCents;
    columns.prices[offset] = toEuros(night.priceCents);
    columns.originalPrices[offset] =
      original !== null && original > night.priceCents ? toEuros(original) : null;
    columns.minStayNights[offset] = night.minStayNights;
    columns.closed[offset] = night.isClosed;
  }
  return columns;
}

/**
 * The back office's timeline: two queries side by side (apartments with titles, bookings) and the calendar rows from
 * memory (one more query when memory cannot answer), whatever the number of apartments.
 */
export async function loadCalendarTimeline(
  database: DatabaseHandle,
  { from, days }: CalendarTimelineQuery,
  language: Language,
  now: Date,
): Promise<CalendarTimelineResponse> {
  const to = addDays(from, days - 1);
  const { db } = database;
  const [apartments, bookings] = await Promise.all([
    timelineApartments(db, language),
    timelineBookings(db, from, to),
  ]);
  const nights = await windowNights(
    database,
    apartments.map((apartment) => apartment.id),
    from,
    to,
    now,
  );
  // Each date's column, looked up for every calendar row instead of counting days from `from` each time.
  const offsetOf = new Map(Array.from({ length: days }, (_, offset) => [addDays(from, offset), offset]));
  const bookingsOf = new Map<string, BookingRow[]>();
  for (const booking of bookings) {
    const list = bookingsOf.get(booking.apartmentId);
    if (list) list.push(booking);
    else bookingsOf.set(booking.apartmentId, [booking]);
  }
  const items = apartments.map((apartment): CalendarApartmentRow => {
    const held = bookingsOf.get(apartment.id) ?? [];
    return {
      id: apartment.id,
      apartmentNumber: apartment.apartmentNumber,
      title: apartment.title ?? `#${apartment.apartmentNumber}`,
      isActive: apartment.isActive,
      basePrice: toEuros(apartment.basePriceCents),
      ...dayColumns(offsetOf, days, apartment.basePriceCents, nights.get(apartment.id) ?? []),
      bookings: held.map(({ apartmentId: _apartment, ...booking }) => ({
        ...booking,
        clippedStart: booking.checkIn < from,
        // The last night of the stay is the day before check-out.
        clippedEnd: booking.checkOut > addDays(to, 1),
      })),
    };
  });
  return { from, to, days, items, total: items.length };
}
