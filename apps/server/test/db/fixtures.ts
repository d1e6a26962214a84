import { randomUUID } from 'node:crypto';
import { type Database, sqlState } from '../../src/db/client.ts';
import { apartments } from '../../src/db/schema/apartments.ts';
import { reservations } from '../../src/db/schema/reservations.ts';

export async function insertApartment(db: Database) {
  const [apartment] = await db.insert(apartments).values({}).returning();
  if (!apartment) throw new Error('no apartment returned');
  return apartment;
}

type ReservationInsert = typeof reservations.$inferInsert;

/** A valid pending apartment reservation (a tour booking departs at 10:00); pass what the test is about. */
export async function insertReservation(
  db: Database,
  values: Pick<ReservationInsert, 'checkIn' | 'checkOut'> & Partial<ReservationInsert>,
) {
  const [reservation] = await db
    .insert(reservations)
    .values({
      reservationNumber: `T-${randomUUID()}`,
      type: 'apartment',
      adults: 2,
      guestName: 'Ayşe Yılmaz',
      guestEmail: 'ayse@example.com',
      guestPhone: '+90 5321234567',
      paymentMethod: 'bank_transfer',
      totalCents: 30000,
      originalTotalCents: 30000,
      remainingCents: 30000,
      startTime: values.type === 'tour' ? '10:00' : null,
      ...values,
    })
    .returning();
  if (!reservation) throw new Error('no reservation returned');
  return reservation;
}

/** The SQLSTATE the query was rejected with; fails the test if it succeeded. */
export async function rejectionState(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return sqlState(error) ?? `not a database error: ${String(error)}`;
  }
  throw new Error('expected the query to be rejected, but it succeeded');
}
