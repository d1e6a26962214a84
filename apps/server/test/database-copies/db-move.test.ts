import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { CopyMismatchError, moveDatabase } from '../../src/db/maintenance/move-database.ts';
import type { Queryable } from '../../src/db/maintenance/queryable.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { adminUrl, newPostgresDatabase } from './postgres-databases.ts';
import { expectSameSite, populateSite, runDataCommand, type SiteFacts } from './site-fixture.ts';

/** Issue 17 point 5, decision 102: `npm run db:move -- postgres://…` from a site's embedded database. */
describe.skipIf(!adminUrl)('db:move (embedded database → an empty PostgreSQL database)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'konak-move-source-'));
  let facts: SiteFacts;
  let target: Awaited<ReturnType<typeof newPostgresDatabase>>;

  beforeAll(async () => {
    const source = await openDatabase({ dataDir });
    try {
      facts = await populateSite(source);
    } finally {
      await source.close();
    }
    target = await newPostgresDatabase('move');
  }, 120_000);
  afterAll(() => target?.drop());

  it('copies every table, proves it table by table, and the site on PostgreSQL serves the same reservation', async () => {
    const moved = runDataCommand(['move', target.url], { DATA_DIR: dataDir, DATABASE_URL: undefined });
    expect(moved.status, moved.output).toBe(0);
    expect(moved.output).toContain('every count and checksum matches');
    const lines = moved.output.split('\n').filter((line) => /^[a-z_]+ +\d+ +[0-9a-f]{32}/.test(line));
    const copied = new Map(lines.map((line) => [line.split(/ +/)[0], line]));
    for (const table of [
      'users',
      'sessions',
      'reservations',
      'reservation_events',
      'reservation_receipts',
      'stored_files',
      'favorites',
      'reviews',
      'pricing_days',
      'apartments',
      'apartment_images',
      'site_settings',
      'legal_documents',
    ]) {
      expect(copied.get(table), table).toMatch(/ +[1-9]\d* +[0-9a-f]{32} +same in PostgreSQL$/);
    }
    expect(lines.every((line) => line.endsWith('same in PostgreSQL'))).toBe(true);

    const copy = await openDatabase({ databaseUrl: target.url, dataDir });
    try {
      await expectSameSite(copy, facts);
      // The identity sequences go on after the copied numbers: a new apartment does not collide.
      const { rows } = await copy.db.execute<{ next: number; highest: number }>(
        sql`select nextval('apartments_apartment_number_seq')::int as next,
                   (select max(apartment_number) from apartments)::int as highest`,
      );
      expect(rows[0]?.next).toBeGreaterThan(rows[0]?.highest ?? Number.POSITIVE_INFINITY);
    } finally {
      await copy.close();
    }
  });

  it('refuses a target that holds rows, and leaves it as it was', async () => {
    const again = runDataCommand(['move', target.url], { DATA_DIR: dataDir, DATABASE_URL: undefined });
    expect(again.status).toBe(1);
    expect(again.output).toContain('Refused: the target database is not empty');
    const missing = runDataCommand(['move', target.url], {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'konak-no-site-')),
    });
    expect(missing.status).toBe(1);
    expect(missing.output).toContain('No embedded database');
  });

  it('rolls the whole copy back when a checksum differs', async () => {
    const other = await newPostgresDatabase('mismatch');
    const source = await openDatabase({ dataDir });
    const copy = await openDatabase({ databaseUrl: other.url, dataDir });
    try {
      if (copy.kind !== 'postgres' || source.kind !== 'pglite') throw new Error('engines');
      await migrateDatabase(copy);
      // A trigger that changes what is written: the copy is then not the source, and must not be kept.
      await copy.client.query(`
        create function konak_test_alter() returns trigger language plpgsql as
          $$ begin new.name := new.name || ' (altered)'; return new; end $$;
        create trigger konak_test_alter before insert on users for each row execute function konak_test_alter();`);
      const connection = await copy.client.connect();
      try {
        const failure = await moveDatabase(source.client, connection as unknown as Queryable).catch(
          (error) => error,
        );
        expect(failure).toBeInstanceOf(CopyMismatchError);
        const users = (failure as CopyMismatchError).report.target.find((table) => table.table === 'users');
        const before = (failure as CopyMismatchError).report.source.find((table) => table.table === 'users');
        expect(users?.rows).toBe(before?.rows);
        expect(users?.checksum).not.toBe(before?.checksum);
      } finally {
        connection.release();
      }
      const { rows } = await copy.client.query('select count(*)::int as count from reservations');
      expect(rows[0].count).toBe(0);
    } finally {
      await copy.close();
      await source.close();
      await other.drop();
    }
  });
});
