import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary, but the same in every instance: it serialises migrations when several start at once.
const MIGRATION_LOCK_KEY = 480_355_912;

/**
 * Applies the migrations that the database has not seen yet; running it again is a no-op.
 * Both engines run the same SQL files, all pending ones in a single transaction.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder });
    return;
  }
  // The lock belongs to a session, so take it and migrate on one dedicated connection, not across the pool.
  const connection = await handle.client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder });
  } finally {
    // Closing the session releases the lock as well, even when a migration failed half-way.
    connection.release(true);
  }
}

/**
 * Whether every migration this code ships has been applied (the readiness check, decision 098): drizzle records each
 * applied migration with its folder's timestamp, so the newest record must be at least the newest shipped one.
 */
export async function migrationsAreCurrent(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(result.rows[0]?.newest ?? Number.NaN);
  return Number.isFinite(newest) && newest >= (await newestShippedMigration());
}

let newestShipped: Promise<number> | undefined;

function newestShippedMigration(): Promise<number> {
  newestShipped ??= readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8').then((text) => {
    const journal = JSON.parse(text) as { entries: { when: number }[] };
    return Math.max(...journal.entries.map((entry) => entry.when));
  });
  return newestShipped;
}
