import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase, pgliteExtensions } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import type { TestDatabaseTemplate } from './helpers/database.ts';
import { databaseUrlFor, dropDatabase, quoteIdentifier, runAdminQuery } from './helpers/postgres-admin.ts';

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy of it
 * (see helpers/database.ts). On PGlite the template is a data-directory dump in the temp folder; with
 * TEST_DATABASE_URL it is a PostgreSQL database that CREATE DATABASE … TEMPLATE copies.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = adminUrl
    ? await createPostgresTemplate(adminUrl, runId)
    : await createPgliteTemplate(runId);
  project.provide('testDatabase', template);
  return () => removeTemplate(template);
}

async function createPgliteTemplate(runId: string): Promise<TestDatabaseTemplate> {
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await openDatabase({ pglite });
  try {
    await prepare(handle);
    const dump = await pglite.dumpDataDir('none');
    const dumpPath = join(tmpdir(), `konak-test-template-${runId}.tar`);
    await writeFile(dumpPath, new Uint8Array(await dump.arrayBuffer()));
    return { kind: 'pglite', dumpPath };
  } finally {
    await handle.close();
  }
}

async function createPostgresTemplate(adminUrl: string, runId: string): Promise<TestDatabaseTemplate> {
  const templateName = `konak_test_${runId}`;
  await runAdminQuery(adminUrl, `create database ${quoteIdentifier(templateName)}`);
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(adminUrl, templateName),
    dataDir: tmpdir(),
  });
  try {
    await prepare(handle);
  } finally {
    // A database can only serve as a template while nobody is connected to it.
    await handle.close();
  }
  return { kind: 'postgres', adminUrl, templateName };
}

async function prepare(handle: DatabaseHandle) {
  await migrateDatabase(handle);
  await seedDemo(handle.db);
}

async function removeTemplate(template: TestDatabaseTemplate) {
  if (template.kind === 'pglite') {
    await rm(template.dumpPath, { force: true });
    return;
  }
  // Copies share the template's name as prefix; drop any a crashed test file left behind.
  const leftovers = await runAdminQuery<{ datname: string }>(
    template.adminUrl,
    `select datname from pg_database where starts_with(datname, $1)`,
    [template.templateName],
  );
  for (const { datname } of leftovers) await dropDatabase(template.adminUrl, datname);
}
