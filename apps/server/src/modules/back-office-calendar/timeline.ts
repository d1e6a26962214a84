import type {
  CalendarApartmentRow,
  CalendarBooking,
  CalendarTimelineQuery,
  CalendarTimelineResponse,
} from '@konak/domain/api/admin/calendar-timeline';
import { DEFAULT_LANGUAGE, type Language } from '@konak/domain/languages';
import { toEuros } from '@konak/domain/pricing';
import type { ReservationStatus } from '@konak/domain/reservations/reservation-states';
import { addDays } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { buildCalendarDays, pricingRowsByApartment } from '../pricing-calendar/surface.ts';

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

/** The reservations that are not cancelled and hold a night between two dates (both included), every apartment. */
async function timelineBookings(db: Database, firstDate: string, lastDate: string): Promise<BookingRow[]> {
  const result = await db.execute<BookingRow>(sql`
    select r.id as "reservationId", r.reservation_number as "reservationNumber", r.guest_name as "guestName",
      r.status, r.apartment_id as "apartmentId", r.check_in::text as "checkIn", r.check_out::text as "checkOut"
    from reservations r
    where r.apartment_id is not null and r.status <> 'cancelled'
      and r.check_in <= ${lastDate}::date and r.check_out > ${firstDate}::date
    order by r.check_in, r.reservation_number`);
  return result.rows;
}

/**
 * The back office's timeline: three queries side by side (apartments with titles, calendar rows, bookings) whatever
 * the number of apartments, and each apartment's days built as the public calendar builds them, so both always agree.
 */
export async function loadCalendarTimeline(
  db: Database,
  { from, days }: CalendarTimelineQuery,
  language: Language,
  now: Date,
): Promise<CalendarTimelineResponse> {
  const to = addDays(from, days - 1);
  const [apartments, nights, bookings] = await Promise.all([
    timelineApartments(db, language),
    pricingRowsByApartment(db, from, to),
    timelineBookings(db, from, to),
  ]);
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
      days: buildCalendarDays(
        from,
        to,
        { basePriceCents: apartment.basePriceCents, nights: nights.get(apartment.id) ?? [], stays: held },
        now,
      ),
      bookings: held.map(({ apartmentId: _apartment, status, ...booking }) => ({
        ...booking,
        status: status as ReservationStatus,
        clippedStart: booking.checkIn < from,
        // The last night of the stay is the day before check-out.
        clippedEnd: booking.checkOut > addDays(to, 1),
      })),
    };
  });
  return { from, to, days, items, total: items.length };
}
