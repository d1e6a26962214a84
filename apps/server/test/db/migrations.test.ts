import { is, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate.ts';
import * as schema from '../../src/db/schema/index.ts';
import { createEmptyDatabase, type TestDatabase } from '../helpers/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createEmptyDatabase();
});
afterAll(() => database.close());

const tables = Object.values(schema as Record<string, unknown>).filter((value) => is(value, PgTable));

async function rows<Row>(query: ReturnType<typeof sql>) {
  return (await database.db.execute<Row & Record<string, unknown>>(query)).rows;
}

describe('migrations', () => {
  it('apply to an empty database, and a second run changes nothing', async () => {
    await migrateDatabase(database.handle);
    const applied = await rows<{ hash: string }>(
      sql`select hash from drizzle.__drizzle_migrations order by id`,
    );
    expect(applied.map((row) => row.hash)).toEqual(
      readMigrationFiles({ migrationsFolder }).map((m) => m.hash),
    );

    await migrateDatabase(database.handle);
    const again = await rows<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`);
    expect(again).toHaveLength(applied.length);
  });

  it('create every table and column of the drizzle schema with the same nullability', async () => {
    // Catches a schema change that was never turned into a migration with drizzle-kit generate.
    const columns = await rows<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>(
      sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    );
    const actual = new Set(
      columns.map((c) => `${c.table_name}.${c.column_name} ${c.is_nullable === 'NO' ? 'not null' : 'null'}`),
    );
    const expected = tables.flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map(
        (column) => `${config.name}.${column.name} ${column.notNull ? 'not null' : 'null'}`,
      );
    });
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((column) => !actual.has(column))).toEqual([]);
    expect(actual.size).toBe(expected.length);
  });

  it('install the no-overlap exclusion constraint on reservations', async () => {
    const constraints = await rows<{ conname: string; contype: string }>(
      sql`select conname, contype from pg_constraint where conrelid = 'reservations'::regclass and contype = 'x'`,
    );
    expect(constraints).toEqual([{ conname: 'reservations_no_overlap', contype: 'x' }]);
  });
});
