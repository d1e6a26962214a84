import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema/reservations.ts';
import { tours } from '../../src/db/schema/tours.ts';
import { useTestDatabase } from '../helpers/database.ts';
import { insertApartment, insertReservation, rejectionState } from './fixtures.ts';

const database = useTestDatabase();

/** A reservation of the apartment for the nights [checkIn, checkOut), pending unless `extra` says otherwise. */
const stayIn = (
  apartmentId: string,
  checkIn: string,
  checkOut: string,
  extra: Partial<typeof reservations.$inferInsert> = {},
) => insertReservation(database.db, { apartmentId, checkIn, checkOut, ...extra });

describe('reservation no-overlap constraint', () => {
  it('rejects a second live reservation sharing a night of the same apartment', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    await stayIn(apartment.id, '2027-05-10', '2027-05-14');

    const overlapping = stayIn(apartment.id, '2027-05-13', '2027-05-16');
    expect(await rejectionState(overlapping)).toBe('23P01');
    const inside = stayIn(apartment.id, '2027-05-11', '2027-05-12', { status: 'confirmed' });
    expect(await rejectionState(inside)).toBe('23P01');
  });

  it('accepts back-to-back stays, since the check-out day is the next check-in day', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    await stayIn(apartment.id, '2027-06-01', '2027-06-05');
    await stayIn(apartment.id, '2027-06-05', '2027-06-07');
    await stayIn(apartment.id, '2027-05-28', '2027-06-01');
  });

  it('ignores cancelled reservations, but not when one is restored over a new booking', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    const cancelled = await stayIn(apartment.id, '2027-07-01', '2027-07-10', { status: 'cancelled' });
    await stayIn(apartment.id, '2027-07-03', '2027-07-05');

    const restore = db
      .update(reservations)
      .set({ status: 'pending' })
      .where(eq(reservations.id, cancelled.id));
    expect(await rejectionState(restore)).toBe('23P01');
  });

  it('frees the dates when a reservation is cancelled', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    const first = await stayIn(apartment.id, '2027-08-01', '2027-08-04');
    await db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, first.id));
    await stayIn(apartment.id, '2027-08-01', '2027-08-04');
  });

  it('lets different apartments be booked for the same nights', async () => {
    const { db } = database;
    const [first, second] = [await insertApartment(db), await insertApartment(db)];
    await stayIn(first.id, '2027-09-01', '2027-09-03');
    await stayIn(second.id, '2027-09-01', '2027-09-03');
  });

  it('lets exactly one of two simultaneous overlapping bookings through', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    const results = await Promise.allSettled([
      stayIn(apartment.id, '2027-10-01', '2027-10-05'),
      stayIn(apartment.id, '2027-10-03', '2027-10-08'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((result) => result.status === 'rejected');
    expect(await rejectionState(Promise.reject(rejected?.reason))).toBe('23P01');
  });

  it('rejects empty and reversed stays', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    const empty = stayIn(apartment.id, '2027-11-01', '2027-11-01');
    expect(await rejectionState(empty)).toBe('23514');
    const reversed = stayIn(apartment.id, '2027-11-05', '2027-11-01');
    expect(await rejectionState(reversed)).toBe('23514');
  });

  it('requires exactly the target that matches the reservation type', async () => {
    const { db } = database;
    const apartment = await insertApartment(db);
    const [tour] = await db
      .insert(tours)
      .values({ durationMinutes: 180, maxPeople: 12, basePriceCents: 4500 })
      .returning();
    if (!tour) throw new Error('no tour returned');
    const dates = { checkIn: '2027-12-01', checkOut: '2027-12-02' };

    expect(await rejectionState(insertReservation(db, { ...dates }))).toBe('23514');
    expect(
      await rejectionState(insertReservation(db, { ...dates, type: 'apartment', tourId: tour.id })),
    ).toBe('23514');
    expect(
      await rejectionState(
        insertReservation(db, { ...dates, type: 'tour', tourId: tour.id, apartmentId: apartment.id }),
      ),
    ).toBe('23514');
    // Tour bookings never collide with each other in the exclusion constraint; capacity is checked elsewhere.
    await insertReservation(db, { ...dates, type: 'tour', tourId: tour.id });
    await insertReservation(db, { ...dates, type: 'tour', tourId: tour.id });
  });
});
