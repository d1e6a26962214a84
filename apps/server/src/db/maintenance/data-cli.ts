import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { adoptDiskUploads } from './adopt-disk-uploads.ts';
import {
  backupPglite,
  backupPostgres,
  RestoreRefusedError,
  restorePglite,
  restorePostgres,
} from './backup-database.ts';
import {
  assertEmptyTarget,
  CopyMismatchError,
  type MoveReport,
  moveDatabase,
  TargetNotEmptyError,
} from './move-database.ts';
import {
  formatSummaries,
  publicTables,
  type Queryable,
  summarizeTable,
  useCanonicalOutput,
} from './queryable.ts';

const usage = `Usage:
  npm run db:move -- postgres://user:password@host:5432/konak
      Copies the embedded database in DATA_DIR (default ./data) into an EMPTY PostgreSQL database: migrates it,
      copies every table in one transaction and compares row counts and checksums per table. Stop the site first.
  npm run db:backup -- <file>
      With DATABASE_URL: pg_dump (custom format). Without: the embedded database in DATA_DIR (stop the site first).
  npm run db:restore -- <file>
      With DATABASE_URL: pg_restore into that database, which must be new and empty (createdb).
      Without: into DATA_DIR/db, which must not exist yet.
Uploaded pictures and receipts are in the database, so every backup holds them (decisions 101, 103).`;

const dataDir = () => process.env.DATA_DIR || './data';
const databaseUrl = () => process.env.DATABASE_URL || undefined;

class UsageError extends Error {}

async function main([command, argument, ...extra]: string[]): Promise<void> {
  if (!command || command === '--help' || command === '-h') {
    console.log(usage);
    if (!command) process.exitCode = 1;
    return;
  }
  if (!argument || extra.length > 0) throw new UsageError(`${command} takes exactly one argument`);
  if (command === 'move') return move(argument);
  if (command === 'backup') return backup(path.resolve(argument));
  if (command === 'restore') return restore(path.resolve(argument));
  throw new UsageError(`Unknown command: ${command}`);
}

/** The embedded database of DATA_DIR, which must exist: opening a missing one would create an empty database. */
async function openEmbedded(): Promise<DatabaseHandle> {
  const directory = path.join(dataDir(), 'db');
  if (!existsSync(path.join(directory, 'PG_VERSION'))) {
    throw new UsageError(
      `No embedded database in ${path.resolve(directory)} (set DATA_DIR to the site's folder)`,
    );
  }
  // PGlite lets a second process open a data directory in use, and two writers would corrupt it: the file an open
  // PGlite keeps there (removed when it closes) says the site is running.
  if (existsSync(path.join(directory, 'postmaster.pid'))) {
    throw new UsageError(
      `${path.resolve(directory)} is in use (postmaster.pid): stop the site first. ` +
        'If no process uses it (the site crashed), remove that file.',
    );
  }
  return openDatabase({ dataDir: dataDir() });
}

async function move(targetUrl: string): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) throw new UsageError('db:move needs a postgres:// URL');
  const source = await openEmbedded();
  const target = await openDatabase({ databaseUrl: targetUrl, dataDir: dataDir() });
  try {
    if (target.kind !== 'postgres' || source.kind !== 'pglite') throw new Error('unexpected engines');
    // Refused before anything is written: a database with rows is never migrated or touched.
    await assertEmptyTarget(target.client as unknown as Queryable);
    console.log(`Source: embedded database in ${path.resolve(dataDir(), 'db')}`);
    await migrateDatabase(source);
    // Photos and receipts an older build kept on disk are moved too (decision 101).
    const adopted = await adoptDiskUploads(source.db, {
      DATA_DIR: dataDir(),
      UPLOADS_DIR: process.env.UPLOADS_DIR || undefined,
    });
    if (adopted.photos + adopted.receipts > 0) {
      console.log(
        `Files on disk taken into the database: ${adopted.photos} photos, ${adopted.receipts} receipts.`,
      );
    }
    if (adopted.missing.length > 0) console.log(`Files not found on disk: ${adopted.missing.join(', ')}`);
    await migrateDatabase(target);
    console.log('Both databases migrated to the same schema; copying…');
    const connection = await target.client.connect();
    try {
      const report = await moveDatabase(source.client, connection as unknown as Queryable);
      printReport(report);
      const rows = report.target.reduce((sum, table) => sum + table.rows, 0);
      console.log(`\nCopied ${report.target.length} tables, ${rows} rows; every count and checksum matches.`);
      console.log('Next: set DATABASE_URL to this database and start the site; keep DATA_DIR as a backup.');
    } finally {
      connection.release();
    }
  } finally {
    await target.close();
    await source.close();
  }
}

function printReport(report: MoveReport): void {
  const byTable = new Map(report.target.map((summary) => [summary.table, summary]));
  console.log(
    formatSummaries(report.source, (summary) => {
      const copied = byTable.get(summary.table);
      return copied?.rows === summary.rows && copied.checksum === summary.checksum
        ? 'same in PostgreSQL'
        : `DIFFERS (${copied?.rows ?? 0} rows, ${copied?.checksum ?? '-'})`;
    }),
  );
}

async function backup(file: string): Promise<void> {
  const url = databaseUrl();
  if (url) {
    await backupPostgres(url, file);
    console.log(`PostgreSQL backup (pg_dump, custom format) written to ${file}`);
  } else {
    const handle = await openEmbedded();
    try {
      if (handle.kind !== 'pglite') throw new Error('unexpected engine');
      await backupPglite(handle.client, file);
    } finally {
      await handle.close();
    }
    console.log(`Embedded-database backup (data-directory dump) written to ${file}`);
  }
  console.log(`${(await stat(file)).size} bytes. Restore it with: npm run db:restore -- ${file}`);
}

async function restore(file: string): Promise<void> {
  if (!existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const url = databaseUrl();
  if (url) await restorePostgres(url, file);
  else await restorePglite(file, dataDir());
  console.log(
    `Restored ${file} into ${url ? 'the PostgreSQL database of DATABASE_URL' : path.resolve(dataDir(), 'db')}:`,
  );
  const handle = await openDatabase({ databaseUrl: url, dataDir: dataDir() });
  try {
    const client = handle.client as unknown as Queryable;
    await useCanonicalOutput(client);
    const summaries = [];
    for (const table of await publicTables(client)) summaries.push(await summarizeTable(client, table));
    console.log(formatSummaries(summaries));
    console.log('The site migrates it to the current schema when it starts.');
  } finally {
    await handle.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
  } else if (error instanceof CopyMismatchError) {
    printReport(error.report);
    console.error(`\nFailed: ${error.message}`);
  } else if (error instanceof TargetNotEmptyError || error instanceof RestoreRefusedError) {
    console.error(`Refused: ${error.message}`);
  } else {
    console.error(error instanceof Error ? `Failed: ${error.message}` : error);
  }
  process.exitCode = 1;
}
