import { randomBytes } from 'node:crypto';
import { databaseUrlFor, dropDatabase, quoteIdentifier, runAdminQuery } from '../helpers/postgres-admin.ts';

/** The PostgreSQL server of TEST_DATABASE_URL, when the run has one; the data tests that need it skip otherwise. */
export const adminUrl = process.env.TEST_DATABASE_URL;

/** A new, empty database (createdb) named after the test; `drop()` removes it. */
export async function newPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `konak_data_${label}_${randomBytes(4).toString('hex')}`;
  await runAdminQuery(adminUrl, `create database ${quoteIdentifier(name)} template template0`);
  return { url: databaseUrlFor(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
