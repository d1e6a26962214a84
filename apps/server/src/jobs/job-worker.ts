import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppServices } from '../services.ts';
import { ensureRecurringJobs, runDueJobs } from './run-jobs.ts';

export type JobWorkerOptions = {
  /** Pause between polls when nothing was due. */
  pollIntervalMs?: number;
  batchSize?: number;
};

// Recurring jobs are re-ensured now and then, so one deleted by hand comes back without a restart.
const ENSURE_EVERY_MS = 5 * 60_000;

/**
 * The background worker of one process: polls the jobs table, runs what is due, sleeps when idle. Any number of
 * processes may run one (claims use SKIP LOCKED). `stop` waits for the job in hand to finish.
 */
export function startJobWorker(
  services: AppServices,
  log: FastifyBaseLogger,
  { pollIntervalMs = 1000, batchSize = 10 }: JobWorkerOptions = {},
) {
  const workerId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  let running = true;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    let ensuredAt = Number.NEGATIVE_INFINITY;
    while (running) {
      let ran = 0;
      try {
        const now = services.clock.now();
        if (now.getTime() - ensuredAt >= ENSURE_EVERY_MS) {
          await ensureRecurringJobs(services, now);
          ensuredAt = now.getTime();
        }
        ran = await runDueJobs(services, { now, workerId, log, batchSize });
      } catch (error) {
        // The database may be restarting: log, wait, try again.
        log.error({ err: error }, 'job worker poll failed');
      }
      if (ran === 0 && running) await pause(pollIntervalMs);
    }
  })();

  log.info({ workerId }, 'job worker started');
  return {
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}

/** Runs the worker while the app is up (not in NODE_ENV=test unless asked): started when ready, stopped before close. */
export const jobWorkerPlugin = fp(
  async (app: FastifyInstance, { services, enabled }: { services: AppServices; enabled: boolean }) => {
    if (!enabled) return;
    let worker: ReturnType<typeof startJobWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startJobWorker(services, app.log.child({ module: 'jobs' }));
      // From SIGTERM on, no new job is claimed; the one in hand finishes while the open requests drain.
      services.lifecycle.onShutdown(() => worker?.stop());
    });
    app.addHook('preClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'job-worker' },
);
