// Production server processes for the load scripts: one, or several on one database as behind a load balancer.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { warmUpMedia } from '../../apps/server/src/modules/media/surface.ts';
import { closeServices, createServices } from '../../apps/server/src/services.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * What every process shares: the database (PostgreSQL; PGlite in the data folder when absent), the data folder
 * (outbox, picture cache) and the signing key (each process makes its own when absent).
 */
export type SharedServerSettings = { databaseUrl?: string; dataDir: string; jwtSecret?: string };

/** The server renders pages from apps/web/build; without it the process stops at start-up. */
export function assertWebBuild(): void {
  const entry = path.join(repoRoot, 'apps/web/build/server/index.js');
  if (!existsSync(entry)) {
    throw new Error(`bench: ${path.relative(repoRoot, entry)} is missing; run \`npm run build\` first`);
  }
}

/**
 * Fails when something already listens on the port: the health check would otherwise pass against that other
 * process (a forgotten server, or the same port given twice) and the load would measure one server, not two.
 */
export async function assertPortsFree(ports: number[]): Promise<void> {
  if (new Set(ports).size !== ports.length)
    throw new Error(`bench: a port is given twice: ${ports.join(',')}`);
  for (const port of ports) {
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', () =>
        reject(new Error(`bench: port ${port} is in use; choose others with --ports`)),
      );
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  }
}

export function startServer(port: number, shared: SharedServerSettings): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: shared.dataDir,
    LOG_LEVEL: 'warn',
    SEED: 'none',
  };
  // Without Redis each process keeps its own rate-limit counters, as a default installation does.
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  if (shared.databaseUrl) env.DATABASE_URL = shared.databaseUrl;
  // One key for every process, so a token signed for one is accepted by the other.
  if (shared.jwtSecret) env.JWT_SECRET = shared.jwtSecret;
  // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles" to see where a server's time goes.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
}

export async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`bench: the server for ${baseUrl} exited (${child.exitCode})`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await delay(250);
  }
  throw new Error(`bench: ${baseUrl} did not become healthy within 120 s`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, delay(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Encodes the pictures each server would warm up after starting, into the shared data folder: otherwise the
 * servers spend their first minute encoding AVIF on the same two cores while the load is measured. It opens the
 * database itself: close an embedded (PGlite) one first.
 */
export async function warmUpPictures(shared: SharedServerSettings): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: shared.dataDir,
    ...(shared.jwtSecret ? { JWT_SECRET: shared.jwtSecret } : {}),
    SEED: 'none',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: shared.dataDir });
  // closeServices closes the database handle too.
  const services = createServices(config, database);
  const quiet = { info: () => undefined, warn: console.warn } as unknown as FastifyBaseLogger;
  try {
    await warmUpMedia(services, quiet);
  } finally {
    await closeServices(services);
  }
}
