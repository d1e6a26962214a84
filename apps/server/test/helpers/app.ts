import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config/env.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import type { Mailer } from '../../src/mail/mail-message.ts';
import { type Clock, closeServices, createServices } from '../../src/services.ts';
import { createTestDatabase } from './database.ts';

/**
 * A whole API on a fresh database (a copy of the migrated, seeded template), like fastify/demo's
 * build(). Uses PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set.
 * Mail goes to the outbox in the test's DATA_DIR unless `env.SMTP_URL` (see mail-catcher.ts) or a `mailer` is given.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  { mailer, logger }: { mailer?: Mailer; logger?: FastifyServerOptions['logger'] } = {},
) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'konak-api-')),
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const services = createServices(config, database.handle, mailer ? { mailer } : {});
  const app = await buildApp({ services, ...(logger ? { logger } : {}) });
  app.addHook('onClose', () => closeServices(services));
  return { app, services, db: database.db };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The enclosing describe block's app (buildTestApp): built before its tests, on `clock` when given, and closed after
 * them. `env` may be a function when it names a helper server started by an earlier hook (useStarted). Its fields are read when used, so helpers may take it at once; tests and hooks then see the built app.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { mailer?: Mailer; clock?: Clock; logger?: FastifyServerOptions['logger'] } = {},
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(typeof env === 'function' ? env() : env, options);
    if (options.clock) built.services.clock = options.clock;
  });
  afterAll(() => built?.app.close());
  const current = () => {
    if (!built) throw new Error('the test app exists only inside tests and hooks');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get services() {
      return current().services;
    },
    get db() {
      return current().db;
    },
  };
}

/** A guest's GET in a language (accept-language), as the public pages ask. */
export function guestGetter(context: TestApp) {
  return (url: string, language = 'en') =>
    context.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
}

/**
 * Another server process on the test app's database, to prove that a change reaches every process: on PostgreSQL it
 * has its own connections and its own LISTEN; PGlite lives in this process, so there it shares the handle. `config`
 * changes what differs on the other machine (its own DATA_DIR: an empty media cache).
 */
export async function startSecondInstance(context: TestApp, changes: Partial<Config> = {}) {
  const { database } = context.services;
  const config = { ...context.services.config, ...changes };
  const handle: DatabaseHandle =
    database.kind === 'postgres'
      ? await openDatabase({ databaseUrl: String(database.client.options.connectionString), dataDir: '.' })
      : database;
  const app = await buildApp({ services: createServices(config, handle) });
  return {
    app,
    database: handle,
    async close() {
      await app.close();
      if (handle !== database) await handle.close();
    },
  };
}
