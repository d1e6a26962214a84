import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { adminUrl, newPostgresDatabase } from './postgres-databases.ts';
import { expectSameSite, populateSite, runDataCommand, type SiteFacts } from './site-fixture.ts';

/** Issue 17 point 6, decision 103: `npm run db:backup` / `npm run db:restore` on both engines, pictures included. */
const folder = () => mkdtempSync(path.join(tmpdir(), 'konak-backup-'));

describe('db:backup and db:restore of the embedded database', () => {
  const sourceDir = folder();
  const backupFile = path.join(folder(), 'konak.tar.gz');
  let facts: SiteFacts;

  beforeAll(async () => {
    const source = await openDatabase({ dataDir: sourceDir });
    try {
      facts = await populateSite(source);
    } finally {
      await source.close();
    }
  });

  it('refuses to read the data directory of a running site', async () => {
    const running = await openDatabase({ dataDir: sourceDir });
    try {
      const refused = runDataCommand(['backup', backupFile], {
        DATA_DIR: sourceDir,
        DATABASE_URL: undefined,
      });
      expect(refused.status, refused.output).toBe(1);
      expect(refused.output).toContain('is in use (postmaster.pid): stop the site first');
      expect(existsSync(backupFile)).toBe(false);
    } finally {
      await running.close();
    }
  });

  it('restores a backup into a new DATA_DIR whose site serves the same reservation, receipt and picture', async () => {
    const backedUp = runDataCommand(['backup', backupFile], { DATA_DIR: sourceDir, DATABASE_URL: undefined });
    expect(backedUp.status, backedUp.output).toBe(0);
    expect(backedUp.output).toContain('Embedded-database backup');
    const restoredDir = folder();
    const restored = runDataCommand(['restore', backupFile], {
      DATA_DIR: restoredDir,
      DATABASE_URL: undefined,
    });
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toMatch(/stored_files +[1-9]/);

    const copy = await openDatabase({ dataDir: restoredDir });
    try {
      await expectSameSite(copy, facts);
    } finally {
      await copy.close();
    }

    // A restore never overwrites a database, nor takes a file of the other engine.
    const over = runDataCommand(['restore', backupFile], { DATA_DIR: restoredDir, DATABASE_URL: undefined });
    expect(over.status).toBe(1);
    expect(over.output).toContain('already holds a database');
    const notABackup = path.join(folder(), 'notes.txt');
    writeFileSync(notABackup, 'not a backup');
    const wrongKind = runDataCommand(['restore', notABackup], {
      DATA_DIR: folder(),
      DATABASE_URL: undefined,
    });
    expect(wrongKind.status).toBe(1);
    expect(wrongKind.output).toContain('is not an embedded-database backup');
  });
});

describe.skipIf(!adminUrl)('db:backup and db:restore of PostgreSQL (pg_dump, pg_restore)', () => {
  const backupFile = path.join(folder(), 'konak.dump');
  let facts: SiteFacts;
  let source: Awaited<ReturnType<typeof newPostgresDatabase>>;
  let target: Awaited<ReturnType<typeof newPostgresDatabase>>;

  beforeAll(async () => {
    source = await newPostgresDatabase('backup');
    target = await newPostgresDatabase('restore');
    const handle = await openDatabase({ databaseUrl: source.url, dataDir: folder() });
    try {
      facts = await populateSite(handle);
    } finally {
      await handle.close();
    }
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('restores a dump into a new database whose site serves the same reservation, receipt and picture', async () => {
    const backedUp = runDataCommand(['backup', backupFile], { DATABASE_URL: source.url, DATA_DIR: folder() });
    expect(backedUp.status, backedUp.output).toBe(0);
    expect(backedUp.output).toContain('PostgreSQL backup');
    const restored = runDataCommand(['restore', backupFile], {
      DATABASE_URL: target.url,
      DATA_DIR: folder(),
    });
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toMatch(/reservations +[1-9]/);

    const copy = await openDatabase({ databaseUrl: target.url, dataDir: folder() });
    try {
      await expectSameSite(copy, facts);
    } finally {
      await copy.close();
    }

    // Into a database that has tables (the one just restored): refused before pg_restore runs.
    const over = runDataCommand(['restore', backupFile], { DATABASE_URL: target.url, DATA_DIR: folder() });
    expect(over.status).toBe(1);
    expect(over.output).toContain('restore into a new, empty database');
  });
});
