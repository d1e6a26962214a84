// What the PostgreSQL-only race tests share: a second connection to the app's database, another guest's stay
// inserted on it, and waiting until a backend is blocked on a lock.
import type pg from 'pg';
import type { DatabaseHandle } from '../../src/db/client.ts';

/** Until a backend of the test database waits for a lock (of the given wait event, or any), for up to 5 s. */
async function untilABackendWaits(pool: pg.Pool, waitEvent: '' | 'advisory'): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await pool.query(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and ($1 = '' or wait_event = $1)`,
      [waitEvent],
    );
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Another guest's stay, inserted on `client` (inside its open transaction, so that others wait for it). */
export function insertOverlappingStay(
  client: pg.PoolClient,
  stay: { number: string; apartmentId: string; checkIn: string; checkOut: string },
) {
  return client.query(
    `insert into reservations (reservation_number, type, apartment_id, check_in, check_out, adults,
       guest_name, guest_email, guest_phone, payment_method, total_cents, original_total_cents, remaining_cents)
     values ($1, 'apartment', $2, $3, $4, 2, 'Other guest', 'other@example.com', '+90 5320000000',
       'bank_transfer', 1000, 1000, 1000)`,
    [stay.number, stay.apartmentId, stay.checkIn, stay.checkOut],
  );
}

/**
 * Runs `use` with a connection of its own to the app's PostgreSQL, which it may leave in any state (it is closed
 * afterwards, not returned to the pool), and `untilWaiting`: until a backend of that database waits for a lock of
 * the given wait event, or any.
 */
export async function withSecondConnection<T>(
  database: DatabaseHandle,
  use: (client: pg.PoolClient, untilWaiting: (waitEvent?: '' | 'advisory') => Promise<void>) => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const client = await database.client.connect();
  try {
    return await use(client, (waitEvent = '') => untilABackendWaits(database.client, waitEvent));
  } finally {
    client.release(true);
  }
}
