import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it may run; now by default. */
  runAt: Date;
  /** Only one pending or running job per key (a second enqueue is a no-op). */
  dedupeKey?: string;
  maxAttempts?: number;
};

/**
 * Queues a job. Pass the transaction that makes the change the job is about (a reservation created, cancelled),
 * so the job exists exactly when the change committed. Returns false when a job with the same dedupe key is
 * already waiting.
 */
export async function enqueueJob(db: Database, job: NewJob): Promise<boolean> {
  return (await enqueueJobs(db, [job])) > 0;
}

/**
 * Queues several jobs in one statement (a booking's mail and SMS: one round trip instead of one each); a job whose
 * dedupe key is already waiting is skipped, the others are queued. Answers how many were queued.
 */
export async function enqueueJobs(db: Database, batch: readonly NewJob[]): Promise<number> {
  if (batch.length === 0) return 0;
  return (await jobsInsert(db, batch)).length;
}

/** The statement enqueueJobs runs, for a caller that sends it together with others (a booking). At least one job. */
export function jobsInsert(db: Database, batch: readonly NewJob[]) {
  return db
    .insert(jobs)
    .values(
      batch.map((job) => ({
        kind: job.kind,
        payload: job.payload ?? {},
        runAt: job.runAt,
        dedupeKey: job.dedupeKey ?? null,
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
        createdAt: job.runAt,
        updatedAt: job.runAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: jobs.id });
}

/** How long a claimed job is its worker's; after that another process may take it over (the first one died). */
export const JOB_LEASE_MS = 5 * 60_000;

/**
 * Claims up to `limit` due jobs for one worker: pending ones whose time has come, and running ones whose lease
 * expired. FOR UPDATE SKIP LOCKED lets several processes claim at once without ever taking the same row.
 */
export async function claimDueJobs(
  db: Database,
  { now, workerId, limit }: { now: Date; workerId: string; limit: number },
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
        and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + JOB_LEASE_MS),
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Marks a run done; `next` queues the following run of a recurring job in the same transaction. */
export async function completeJob(db: Database, job: JobRow, now: Date, next?: NewJob): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({ status: 'done', finishedAt: now, lockedUntil: null, lastError: null, updatedAt: now })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
    if (next) await enqueueJob(tx, next);
  });
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, … doubling up to an hour: a mail server down for hours is retried for most of a day. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Records a failed run: back to pending after the backoff while attempts remain, else failed for good (kept
 * with its last error for someone to look at). `next` keeps a recurring job going even when a run gave up.
 */
export async function failJob(
  db: Database,
  job: JobRow,
  error: unknown,
  now: Date,
  next?: NewJob,
): Promise<'retry' | 'failed'> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const outcome = job.attempts >= job.maxAttempts ? 'failed' : 'retry';
  await db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set(
        outcome === 'retry'
          ? {
              status: 'pending',
              runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
              lockedBy: null,
              lockedUntil: null,
              lastError: message.slice(0, 2000),
              updatedAt: now,
            }
          : {
              status: 'failed',
              finishedAt: now,
              lockedUntil: null,
              lastError: message.slice(0, 2000),
              updatedAt: now,
            },
      )
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
    if (outcome === 'failed' && next) await enqueueJob(tx, next);
  });
  return outcome;
}
