import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase, pgliteExtensions } from '../../src/db/client.ts';
import { databaseUrlFor, dropDatabase, quoteIdentifier, runAdminQuery } from './postgres-admin.ts';

/** How global-setup tells the test files where the migrated and seeded template is. */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

export interface TestDatabase {
  db: Database;
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the copy. */
  close(): Promise<void>;
}

/**
 * A private database for one test file: a copy of the template that global-setup migrated and seeded
 * (the demo admin and the amenity catalogue are there). A PGlite copy loads in about half a second,
 * where migrating a new one would take five.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpPath);
    const pglite = await PGlite.create({
      loadDataDir: new File([dump], 'template.tar', { type: 'application/x-tar' }),
      extensions: pgliteExtensions,
    });
    return fromHandle(await openDatabase({ pglite }));
  }
  const name = `${template.templateName}_${randomBytes(4).toString('hex')}`;
  await runAdminQuery(
    template.adminUrl,
    `create database ${quoteIdentifier(name)} template ${quoteIdentifier(template.templateName)}`,
  );
  return openPostgresCopy(template.adminUrl, name);
}

/**
 * The test file's private database (see createTestDatabase): opened before its tests, closed after them. Read `db`
 * inside tests and hooks only.
 */
export function useTestDatabase(): { readonly db: Database } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  return {
    get db() {
      if (!database) throw new Error('the test database exists only inside tests and hooks');
      return database.db;
    },
  };
}

/** A database with no tables at all, for testing the migrations themselves. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    return fromHandle(await openDatabase({ pglite: await PGlite.create({ extensions: pgliteExtensions }) }));
  }
  // The template's name as prefix lets the global teardown find and drop it if this file crashes.
  const name = `${template.templateName}_empty_${randomBytes(4).toString('hex')}`;
  await runAdminQuery(template.adminUrl, `create database ${quoteIdentifier(name)} template template0`);
  return openPostgresCopy(template.adminUrl, name);
}

function fromHandle(handle: DatabaseHandle): TestDatabase {
  return { db: handle.db, handle, close: () => handle.close() };
}

async function openPostgresCopy(adminUrl: string, name: string): Promise<TestDatabase> {
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), dataDir: tmpdir() });
  return {
    db: handle.db,
    handle,
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
