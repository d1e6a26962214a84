import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../client.ts';
import { publicTables, type Queryable } from './queryable.ts';

/**
 * Backups of both engines (decision 103). PostgreSQL: pg_dump's custom format, restored by pg_restore. The embedded
 * database: PGlite's data-directory dump (a gzipped tar of PGDATA), loaded into a new data directory. Uploaded pictures
 * and receipts are rows of `stored_files` (decision 101), so either backup holds them; UPLOADS_DIR is only a cache.
 */
export type BackupEngine = 'postgres' | 'pglite';

/** The first bytes of each engine's backup: pg_dump's custom format, and gzip. */
const MAGIC: Record<BackupEngine, Buffer> = {
  postgres: Buffer.from('PGDMP', 'ascii'),
  pglite: Buffer.from([0x1f, 0x8b]),
};

export class RestoreRefusedError extends Error {}

/** Which engine wrote a backup file, by its first bytes, or undefined for anything else. */
export async function backupEngineOf(file: string): Promise<BackupEngine | undefined> {
  const handle = await open(file, 'r');
  try {
    const start = Buffer.alloc(5);
    await handle.read(start, 0, 5, 0);
    return (Object.keys(MAGIC) as BackupEngine[]).find((engine) =>
      start.subarray(0, MAGIC[engine].length).equals(MAGIC[engine]),
    );
  } finally {
    await handle.close();
  }
}

/** pg_dump of the database at `databaseUrl` into `file` (written under a temporary name, then renamed). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const temporary = `${file}.partial`;
  try {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${temporary}`],
      databaseUrl,
    );
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * pg_restore of `file` into the database at `databaseUrl`, which must have no tables (a database just made by
 * createdb): a restore never mixes with other rows. One transaction: an error leaves the database as it was.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  if ((await backupEngineOf(file)) !== 'postgres') {
    throw new RestoreRefusedError(`${file} is not a PostgreSQL backup (pg_dump's custom format)`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await publicTables(client as unknown as Queryable);
    if (tables.length > 0) {
      throw new RestoreRefusedError(
        `the target database has tables (${tables.slice(0, 5).join(', ')}…): restore into a new, empty database`,
      );
    }
  } finally {
    await client.end();
  }
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    databaseUrl,
  );
}

/** The data-directory dump of an open PGlite into `file`. */
export async function backupPglite(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('gzip');
  const temporary = `${file}.partial`;
  await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()));
  await rename(temporary, file);
}

/**
 * Loads a data-directory dump into `dataDir`/db, which must not hold a database yet: a restore never overwrites one.
 * The loaded database is opened once, so a broken file fails here and not at the site's next start.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if ((await backupEngineOf(file)) !== 'pglite') {
    throw new RestoreRefusedError(
      `${file} is not an embedded-database backup (PGlite's data-directory dump)`,
    );
  }
  const directory = path.join(dataDir, 'db');
  if (existsSync(directory) && (await readdir(directory)).length > 0) {
    throw new RestoreRefusedError(`${directory} already holds a database: restore into a new DATA_DIR`);
  }
  await mkdir(directory, { recursive: true });
  try {
    const pglite = await PGlite.create(directory, {
      loadDataDir: new Blob([new Uint8Array(await readFile(file))]),
      extensions: pgliteExtensions,
    });
    await pglite.query('select 1');
    await pglite.close();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Runs a PostgreSQL client program on the database at `databaseUrl`; its error output becomes the error when it
 * fails. The password goes through the environment (PGPASSWORD), not the command line every user's `ps` shows.
 */
function run(program: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env,
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`${program} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (${code}): ${errors.trim()}`)),
    );
  });
}
