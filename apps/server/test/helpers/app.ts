import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { closeServices, createServices } from '../../src/services.ts';
import { createTestDatabase } from './database.ts';

/**
 * A whole API on a fresh database (a copy of the migrated, seeded template), like fastify/demo's
 * build(). Uses PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set.
 */
export async function buildTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'konak-api-')),
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const services = createServices(config, database.handle);
  const app = await buildApp({ services });
  app.addHook('onClose', () => closeServices(services));
  return { app, services, db: database.db };
}
