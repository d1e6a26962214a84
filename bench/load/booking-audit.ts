// What the database holds after the load, checked independently of the answers the servers gave.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

/**
 * Pairs of live stays of one apartment that share a night: the double bookings the exclusion constraint
 * reservations_no_overlap (migration 0001) exists to prevent. Cancelled reservations and tours do not count, as there.
 */
export async function overlappingStays(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count
    from reservations a
    join reservations b
      on b.apartment_id = a.apartment_id
     and b.id > a.id
     and daterange(a.check_in, a.check_out, '[)') && daterange(b.check_in, b.check_out, '[)')
    where a.apartment_id is not null and a.status <> 'cancelled' and b.status <> 'cancelled'`);
  return result.rows[0]?.count ?? 0;
}

/** Reservations the bench members hold: every accepted attempt made exactly one (each had its own key). */
export async function storedBookings(db: Database, memberIds: string[]): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from reservations
    where user_id in (${sql.join(
      memberIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return result.rows[0]?.count ?? 0;
}
