import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { jobFailures } from '../metrics/metrics.ts';
import type { AppServices } from '../services.ts';
import { isJobKind, jobDefinitions, recurringDedupeKey } from './job-definitions.ts';
import type { JobKind } from './job-kinds.ts';
import { claimDueJobs, completeJob, enqueueJob, failJob, type JobRow, type NewJob } from './job-queue.ts';

/** Makes sure every recurring job has its one waiting row (a no-op for those that have). */
export async function ensureRecurringJobs(services: AppServices, now: Date): Promise<void> {
  for (const [kind, definition] of Object.entries(jobDefinitions)) {
    if (!definition.everyMs) continue;
    await enqueueJob(services.database.db, {
      kind,
      runAt: now,
      dedupeKey: recurringDedupeKey(kind as JobKind),
    });
  }
}

function nextRun(job: JobRow, now: Date): NewJob | undefined {
  if (!isJobKind(job.kind)) return undefined;
  const everyMs = jobDefinitions[job.kind].everyMs;
  if (!everyMs || job.dedupeKey !== recurringDedupeKey(job.kind)) return undefined;
  return { kind: job.kind, runAt: new Date(now.getTime() + everyMs), dedupeKey: job.dedupeKey };
}

export type RunOptions = {
  /** The instant the jobs run at: due means run_at ≤ now. */
  now: Date;
  workerId: string;
  log: FastifyBaseLogger;
  batchSize?: number;
};

/** Claims one batch of due jobs and runs them one after another; answers how many ran. */
export async function runDueJobs(services: AppServices, { now, workerId, log, batchSize = 10 }: RunOptions) {
  const { db } = services.database;
  const claimed = await claimDueJobs(db, { now, workerId, limit: batchSize });
  for (const job of claimed) {
    const next = nextRun(job, now);
    const jobLog = log.child({ job: job.id, kind: job.kind, attempt: job.attempts });
    if (!isJobKind(job.kind)) {
      await failJob(
        db,
        { ...job, attempts: job.maxAttempts },
        new Error(`unknown job kind ${job.kind}`),
        now,
      );
      continue;
    }
    // A run taken over after its process died may already have used its last attempt.
    if (job.attempts > job.maxAttempts) {
      await failJob(db, job, new Error('attempts exhausted'), now, next);
      continue;
    }
    try {
      await jobDefinitions[job.kind].handler(job.payload, { services, now, log: jobLog });
      await completeJob(db, job, now, next);
    } catch (error) {
      const outcome = await failJob(db, job, error, now, next);
      jobFailures.inc({ kind: job.kind });
      jobLog.warn({ err: error, outcome }, 'job failed');
    }
  }
  return claimed.length;
}

const silent = pino({ level: 'silent' });

/**
 * Runs everything due at `now`, including jobs the runs themselves queue (notices of a cancellation), until
 * nothing is left: what tests call with a controllable clock instead of waiting for the worker.
 */
export async function runAllDueJobs(
  services: AppServices,
  { now, log = silent, maxRounds = 100 }: { now: Date; log?: FastifyBaseLogger; maxRounds?: number },
): Promise<number> {
  await ensureRecurringJobs(services, now);
  const workerId = `run-all-${randomUUID()}`;
  let total = 0;
  for (let round = 0; round < maxRounds; round++) {
    const ran = await runDueJobs(services, { now, workerId, log, batchSize: 50 });
    if (ran === 0) return total;
    total += ran;
  }
  throw new Error(`jobs still due after ${maxRounds} rounds: is a job re-queuing itself for now?`);
}
