import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What `db.execute()` returns on both engines: PGlite's Results and pg's QueryResult differ, but
 * both carry `rows`, and that is all callers may rely on.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

export interface QueryRows<Row> {
  rows: Row[];
}

/** The drizzle database as the rest of the server sees it, whichever engine is underneath. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; client: pg.Pool; close(): Promise<void> };

export type OpenDatabaseOptions =
  | { databaseUrl?: string; dataDir: string }
  /** An already opened PGlite (tests load one from a template dump); the handle takes ownership of it. */
  | { pglite: PGlite };

/**
 * Extensions every PGlite instance needs: the schema's exclusion constraint relies on btree_gist, the back office's
 * search indexes on pg_trgm.
 */
export const pgliteExtensions = { btree_gist, pg_trgm };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('pglite' in options) return wrapPglite(options.pglite);
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(join(options.dataDir, 'db'), { extensions: pgliteExtensions });
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString });
  // Without a listener, an idle connection dropped by the server (restart, failover) crashes the process;
  // the pool replaces the connection on the next query, so logging is enough.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  return {
    kind: 'postgres',
    db: drizzlePostgres({ client: pool, schema }),
    client: pool,
    close: () => pool.end(),
  };
}

/**
 * The SQLSTATE of a failed query (e.g. 23505 unique violation, 23P01 exclusion violation), or
 * undefined for errors that did not come from the database. Drizzle wraps driver errors, so the code
 * is usually on `err.cause`; both pg and PGlite errors carry it as `code`.
 */
export function sqlState(error: unknown): string | undefined {
  return findDatabaseError(error)?.code;
}

/** PostgreSQL cancelled the statement to break a deadlock (SQLSTATE 40P01): the transaction may be tried again. */
export function isDeadlock(error: unknown): boolean {
  return sqlState(error) === '40P01';
}

/** The name of the constraint a failed query violated, to tell e.g. a duplicate e-mail from a duplicate slug. */
export function sqlConstraint(error: unknown): string | undefined {
  return findDatabaseError(error)?.constraint;
}

function findDatabaseError(error: unknown): { code: string; constraint?: string } | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as {
      code?: unknown;
      severity?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    // Server errors carry a severity; socket errors also have a `code` (EPIPE) and must not pass for SQLSTATEs.
    if (typeof candidate.code === 'string' && typeof candidate.severity === 'string') {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}
