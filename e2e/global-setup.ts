import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const repoRoot = path.resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
// First start opens and seeds a fresh embedded database, which takes a while on two cores.
const STARTUP_LIMIT_MS = 120_000;
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Builds the site, starts it on a free port with a fresh database and publishes its address in
 * E2E_BASE_URL for the workers. Returns the teardown that stops it and removes the database.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: testing the site already running at ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') buildSite();

  const dataDir = await mkdtemp(path.join(tmpdir(), 'konak-e2e-'));
  const port = await findFreePort();
  const baseURL = `http://${HOST}:${port}`;
  const server = startServer({ port, dataDir, baseURL });
  const teardown = async () => {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseURL, server);
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  return teardown;
}

/** Children must run the pinned Node 24 (system node is older), which npm puts in node_modules/.bin. */
function envWithPinnedNode(): NodeJS.ProcessEnv {
  const bin = path.join(repoRoot, 'node_modules', '.bin');
  return { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
}

function buildSite(): void {
  console.log('e2e: building the site (set E2E_SKIP_BUILD=1 to reuse apps/web/build)');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: envWithPinnedNode(),
  });
  if (result.status !== 0)
    throw new Error(`e2e: "npm run build" failed (exit ${result.status ?? result.signal})`);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function startServer({ port, dataDir, baseURL }: { port: number; dataDir: string; baseURL: string }) {
  const pinnedNode = path.join(repoRoot, 'node_modules', '.bin', 'node');
  const env = envWithPinnedNode();
  // Every run gets its own embedded database, whatever the developer's shell points at.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return spawn(existsSync(pinnedNode) ? pinnedNode : process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
}

async function waitUntilHealthy(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `e2e: the server exited (${server.exitCode ?? server.signalCode}) before it was healthy`,
      );
    }
    if (await isHealthy(baseURL)) return;
    await delay(250);
  }
  throw new Error(`e2e: ${baseURL}/api/health did not answer ok within ${STARTUP_LIMIT_MS / 1000} s`);
}

async function isHealthy(baseURL: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: unknown };
    return body.status === 'ok';
  } catch {
    return false; // not listening yet
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const stoppedInTime = await Promise.race([exited.then(() => true), delay(SHUTDOWN_GRACE_MS, false)]);
  if (!stoppedInTime) {
    server.kill('SIGKILL');
    await exited;
  }
}
