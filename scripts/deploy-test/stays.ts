// Stays that never collide: each apartment's calendar cut into back-to-back stays that avoid closed nights and the
// bookings already there, so every booking the load sends must be accepted (a 409 would be a failure too).
import { addDays, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { BookingAttempt, StayWindow } from '../../bench/load/booking-plan.ts';
import { bookableApartments } from '../../bench/load/booking-plan.ts';

export async function separateStays(
  db: Database,
  apartments: number,
  window: StayWindow,
): Promise<BookingAttempt[]> {
  const bookable = await bookableApartments(db, apartments, window);
  const taken = (
    await db.execute<{ apartment_id: string; check_in: string; check_out: string }>(sql`
      select apartment_id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out
      from reservations where apartment_id is not null and status <> 'cancelled'`)
  ).rows;
  const stays: BookingAttempt[] = [];
  for (const apartment of bookable) {
    const booked = taken.filter((row) => row.apartment_id === apartment.id);
    let checkIn = window.firstCheckIn;
    const last = addDays(window.firstCheckIn, window.days);
    while (checkIn < last) {
      const nights = Math.max(2, apartment.nights.get(checkIn)?.minStayNights ?? 1);
      const checkOut = addDays(checkIn, nights);
      const dates = Array.from({ length: nights }, (_, night) => addDays(checkIn, night));
      const free =
        nights <= MAX_STAY_NIGHTS &&
        dates.every((date) => apartment.nights.has(date) && !apartment.nights.get(date)?.isClosed) &&
        booked.every((row) => checkOut <= row.check_in || checkIn >= row.check_out);
      if (free) {
        stays.push({ apartmentId: apartment.id, checkIn, checkOut, adults: 1 });
        checkIn = checkOut;
      } else checkIn = addDays(checkIn, 1);
    }
  }
  // Interleaved by apartment, so concurrent clients book different apartments rather than queue on one.
  return stays.sort(
    (a, b) => a.checkIn.localeCompare(b.checkIn) || a.apartmentId.localeCompare(b.apartmentId),
  );
}
