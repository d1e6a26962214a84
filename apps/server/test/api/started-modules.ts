/**
 * Run by seed-none.test.ts as its own Node process: starts the app as server.ts does (seed step, services, routes),
 * asks for a demo picture, and prints which of the server's source files were loaded. A separate process, because
 * a test worker's module graph also holds what the test runner and other helpers imported.
 */
import { mkdtempSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const loaded = new Set<string>();
registerHooks({
  load(url, context, nextLoad) {
    loaded.add(url);
    return nextLoad(url, context);
  },
});

const { PGlite } = await import('@electric-sql/pglite');
const { loadConfig } = await import('../../src/config/env.ts');
const { openDatabase } = await import('../../src/db/client.ts');
const { seedOnStart } = await import('../../src/server.ts');
const { buildApp } = await import('../../src/app.ts');
const { closeServices, createServices } = await import('../../src/services.ts');

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'konak-started-')),
  SEED: process.argv[2] ?? 'demo',
});
// An empty database: the seed step only looks at it when seeding is wanted, and the picture needs none.
const database = await openDatabase({ pglite: await PGlite.create() });
const seeded = await seedOnStart(config, database).catch(() => 'failed');
const services = createServices(config, database);
const app = await buildApp({ services });
const picture = await app.inject({ url: '/media/apartments/moda-sahil-terrace/living/320.webp' });
await app.close();
await closeServices(services);

const sourceRoot = new URL('../../src/', import.meta.url).href;
const sourceFiles = [...loaded]
  .filter((url) => url.startsWith(sourceRoot))
  .map((url) => url.slice(sourceRoot.length));
console.log(JSON.stringify({ pictureStatus: picture.statusCode, seeded, sourceFiles }));
