// The three app server processes of the test, started as konak@.service starts them (node apps/server/src/main.ts
// with the environment file's settings), their output kept in a log file each.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { repoRoot } from '../../bench/load/servers.ts';

export type AppSettings = {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  jwtSecret: string;
  publicUrl: string;
  logFolder: string;
};

export type AppProcess = {
  port: number;
  metricsPort: number;
  child: ChildProcess;
  logFile: string;
  starts: number;
};

export function startApp(
  app: Pick<AppProcess, 'port' | 'metricsPort'> & { starts?: number },
  settings: AppSettings,
) {
  const starts = (app.starts ?? 0) + 1;
  const logFile = path.join(settings.logFolder, `app-${app.port}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(app.port),
    METRICS_PORT: String(app.metricsPort),
    PUBLIC_URL: settings.publicUrl,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    DATA_DIR: settings.dataDir,
    JWT_SECRET: settings.jwtSecret,
    TRUST_PROXY: '127.0.0.1',
    SEED: 'none',
    LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return { port: app.port, metricsPort: app.metricsPort, child, logFile, starts };
}

/** Waits for the process's own /api/ready (not through nginx) to answer 200. */
export async function waitUntilReady(app: AppProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null)
      throw new Error(`app ${app.port} exited (${app.child.exitCode}); see ${app.logFile}`);
    const ready = await fetch(`http://127.0.0.1:${app.port}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await delay(200);
  }
  throw new Error(`app ${app.port} was not ready within ${timeoutMs / 1000} s; see ${app.logFile}`);
}

/** Sends `signal` and waits for the exit; answers the exit code (null when killed by a signal) and the time taken. */
export async function stopApp(app: AppProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  const started = Date.now();
  if (app.child.exitCode !== null || app.child.signalCode !== null) {
    return { code: app.child.exitCode, ms: 0 };
  }
  const exited = new Promise<number | null>((resolve) => app.child.once('exit', (code) => resolve(code)));
  app.child.kill(signal);
  const code = await Promise.race([exited, delay(30_000).then(() => 'timeout' as const)]);
  if (code === 'timeout') {
    app.child.kill('SIGKILL');
    throw new Error(`app ${app.port} did not stop within 30 s of ${signal}`);
  }
  return { code, ms: Date.now() - started };
}
