import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config/env.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { adoptDiskUploads } from './db/maintenance/adopt-disk-uploads.ts';
import { migrateDatabase } from './db/migrate.ts';
import { loadDemoSeed } from './demo-content.ts';
import { drainServer, trackConnections } from './http/graceful-shutdown.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { warmUpMedia } from './modules/media/surface.ts';
import { closeServices, createServices } from './services.ts';

export const webRoot = fileURLToPath(new URL('../../web', import.meta.url));

/** Opens, migrates and (on an empty database) seeds, then listens. Used by main.ts and dev.ts. */
export async function startServer(mode: 'production' | 'development') {
  const config = readConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateDatabase(database);
  await seedOnStart(config, database);
  // Photos and receipts an older build kept only on this disk go into the database (decision 101); once.
  const adopted = await adoptDiskUploads(database.db, config);

  const services = createServices(config, database);
  const app = await buildApp({
    services,
    web:
      mode === 'production'
        ? { mode, buildDirectory: path.join(webRoot, 'build'), publicUrl: config.PUBLIC_URL }
        : { mode, webRoot, publicUrl: config.PUBLIC_URL },
  });
  app.addHook('onClose', () => closeServices(services));
  const connections = trackConnections(app.server);
  const metrics = config.METRICS_PORT
    ? await startMetricsServer(services, { port: config.METRICS_PORT, host: config.METRICS_HOST })
    : undefined;
  if (adopted.photos + adopted.receipts + adopted.missing.length > 0)
    app.log.info({ adopted }, 'uploads adopted');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal, open: connections.open }, 'shutting down: draining connections');
      drainServer(app.server, {
        lifecycle: services.lifecycle,
        connections,
        timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
        log: app.log,
      })
        .then(() => app.close())
        .then(() => metrics?.close())
        .then(
          () => {
            app.log.info('shut down');
            process.exit(0);
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  // Not awaited: start-up is done; the warm-up encodes in the background, one picture at a time.
  if (config.NODE_ENV !== 'test') void warmUpMedia(services, app.log);
  return app;
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The seed step of start-up. The demo is imported only when it is about to be seeded, so a server that does not seed
 * never loads it (decision 064). Resolves with whether it seeded.
 */
export async function seedOnStart(config: Config, database: DatabaseHandle): Promise<boolean> {
  if (!shouldSeed(config) || !(await isEmpty(database))) return false;
  const { seedDemo } = await loadDemoSeed();
  await seedDemo(database.db);
  return true;
}

/** Demo data goes into the embedded database by default; a PostgreSQL one only when SEED=demo is set. */
function shouldSeed(config: Config) {
  if (config.SEED === 'none') return false;
  return !config.DATABASE_URL || process.env.SEED === 'demo';
}

async function isEmpty(database: DatabaseHandle) {
  const result = await database.db.execute<{ seeded: boolean }>(
    sql`select exists(select 1 from users) as seeded`,
  );
  return !result.rows[0]?.seeded;
}
