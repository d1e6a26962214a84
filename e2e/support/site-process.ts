import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// First start opens and seeds a fresh embedded database, which takes a while on two cores.
const STARTUP_LIMIT_MS = 120_000;
const SHUTDOWN_GRACE_MS = 10_000;

/** Children must run the pinned Node 24 (system node is older), which npm puts in node_modules/.bin. */
function envWithPinnedNode(): NodeJS.ProcessEnv {
  const bin = path.join(repoRoot, 'node_modules', '.bin');
  return { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
}

export function buildSite(): void {
  console.log('e2e: building the site (set E2E_SKIP_BUILD=1 to reuse apps/web/build)');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: envWithPinnedNode(),
  });
  if (result.status !== 0)
    throw new Error(`e2e: "npm run build" failed (exit ${result.status ?? result.signal})`);
}

export type SiteOptions = {
  host: string;
  port: number;
  baseURL: string;
  dataDir: string;
  /** Variables of the site's own configuration (apps/server/src/config/env.ts), e.g. SMTP_URL. */
  env: Record<string, string>;
  /** Also write everything the site prints to this file (a journey greps it: no card number in the logs). */
  logFile?: string;
};

/** Starts the production server (apps/server/src/main.ts) on its own embedded database. */
export function startSite({
  host,
  port,
  baseURL,
  dataDir,
  env: extraEnv,
  logFile,
}: SiteOptions): ChildProcess {
  const pinnedNode = path.join(repoRoot, 'node_modules', '.bin', 'node');
  const env = envWithPinnedNode();
  // Every run gets its own embedded database, whatever the developer's shell points at.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const site = spawn(existsSync(pinnedNode) ? pinnedNode : process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', logFile ? 'pipe' : 'inherit', logFile ? 'pipe' : 'inherit'],
    env: {
      ...env,
      ...extraEnv,
      NODE_ENV: 'production',
      HOST: host,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  if (logFile) {
    // Still shown as before, and kept.
    const log = createWriteStream(logFile, { flags: 'a' });
    site.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
    site.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      log.write(chunk);
    });
    site.once('exit', () => log.end());
  }
  return site;
}

export async function waitUntilHealthy(baseURL: string, site: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (site.exitCode !== null || site.signalCode !== null) {
      throw new Error(`e2e: the site exited (${site.exitCode ?? site.signalCode}) before it was healthy`);
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

export async function stopSite(site: ChildProcess): Promise<void> {
  if (site.exitCode !== null || site.signalCode !== null) return;
  const exited = new Promise((resolve) => site.once('exit', resolve));
  site.kill('SIGTERM');
  const stoppedInTime = await Promise.race([exited.then(() => true), delay(SHUTDOWN_GRACE_MS, false)]);
  if (!stoppedInTime) {
    site.kill('SIGKILL');
    await exited;
  }
}
