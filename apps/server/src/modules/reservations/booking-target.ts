import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apartments } from '../../db/schema/apartments.ts';
import { reservations } from '../../db/schema/reservations.ts';
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
): Promise<{ maxPeople: number; bookedPeople: number } | null> {
  const [tour] = await db
    .select({ maxPeople: tours.maxPeople })
    .from(tours)
    .where(eq(tours.id, tourId))
    .for('update');
  if (!tour) return null;
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
  return { maxPeople: tour.maxPeople, bookedPeople: booked?.people ?? 0 };
}
