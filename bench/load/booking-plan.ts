// The booking attempts of the load, drawn before it starts so that every run asks for the same kind of stays.
import { addDays, MAX_STAY_NIGHTS } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

export type BookingAttempt = { apartmentId: string; checkIn: string; checkOut: string; adults: number };

/** An active apartment with what a valid booking must respect: its party limits and its calendar. */
type BookableApartment = {
  id: string;
  maxAdults: number;
  nights: Map<string, { minStayNights: number; isClosed: boolean }>;
};

export type StayWindow = { firstCheckIn: string; days: number };

// Fixed, so that two runs on the same day ask for the same stays.
const SEED = 20261126;

/** The first `count` active apartments with their calendar from the window's first check-in to its last check-out. */
export async function bookableApartments(
  db: Database,
  count: number,
  window: StayWindow,
): Promise<BookableApartment[]> {
  const apartments = (
    await db.execute<{ id: string; max_capacity: number; max_adults: number | null }>(sql`
      select id, max_capacity, max_adults from apartments where is_active order by apartment_number limit ${count}`)
  ).rows;
  const lastNight = addDays(window.firstCheckIn, window.days + MAX_STAY_NIGHTS);
  const calendar = (
    await db.execute<{ apartment_id: string; date: string; min_stay_nights: number; is_closed: boolean }>(sql`
      select apartment_id, to_char(date, 'YYYY-MM-DD') as date, min_stay_nights, is_closed from pricing_days
      where date >= ${window.firstCheckIn}::date and date <= ${lastNight}::date`)
  ).rows;
  const byApartment = new Map<string, BookableApartment['nights']>();
  for (const row of calendar) {
    const nights = byApartment.get(row.apartment_id) ?? new Map();
    nights.set(row.date, { minStayNights: row.min_stay_nights, isClosed: row.is_closed });
    byApartment.set(row.apartment_id, nights);
  }
  return apartments.map((row) => ({
    id: row.id,
    maxAdults: Math.min(row.max_capacity, row.max_adults ?? row.max_capacity),
    nights: byApartment.get(row.id) ?? new Map(),
  }));
}

/**
 * `count` stays on random apartments: a check-in inside the window, 2–5 nights (longer when the check-in day's
 * minimum stay asks for it), no closed night, 1–3 adults within the apartment's limits. Every one would be accepted
 * on an empty calendar, so the refusals the load sees are overlaps with other bookings.
 */
export function planAttempts(
  apartments: BookableApartment[],
  count: number,
  window: StayWindow,
): BookingAttempt[] {
  if (apartments.length === 0) throw new Error('bench: no active apartment to book');
  const random = seededRandom(SEED);
  const below = (limit: number) => Math.floor(random() * limit);
  const attempts: BookingAttempt[] = [];
  for (let draws = 0; attempts.length < count; draws++) {
    if (draws > count * 100) throw new Error('bench: the calendars leave too few open stays to book');
    const apartment = apartments[below(apartments.length)];
    if (!apartment) continue;
    const checkIn = addDays(window.firstCheckIn, below(window.days));
    const minStay = apartment.nights.get(checkIn)?.minStayNights ?? 1;
    const nights = Math.max(2 + below(4), minStay);
    if (nights > MAX_STAY_NIGHTS) continue;
    const dates = Array.from({ length: nights }, (_, night) => addDays(checkIn, night));
    if (dates.some((date) => apartment.nights.get(date)?.isClosed)) continue;
    attempts.push({
      apartmentId: apartment.id,
      checkIn,
      checkOut: addDays(checkIn, nights),
      adults: 1 + below(Math.max(1, Math.min(3, apartment.maxAdults))),
    });
  }
  return attempts;
}

/** mulberry32: a small, good-enough generator whose sequence depends only on the seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
