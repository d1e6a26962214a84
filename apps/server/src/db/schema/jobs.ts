import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, idColumn, nullableTimestamp, updatedAt } from './shared-columns.ts';

export const jobStatuses = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Durable background work (decision 032): notices to send, recurring sweeps. Workers in any number of
 * processes claim due rows with FOR UPDATE SKIP LOCKED, so each job runs once at a time; a failed run is retried
 * with backoff until max_attempts, and a run whose process died is taken over once its lease expires.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    // Only one pending or running job per key: recurring sweeps exist once, a notice is queued once.
    dedupeKey: text('dedupe_key'),
    lockedBy: text('locked_by'),
    lockedUntil: nullableTimestamp('locked_until'),
    lastError: text('last_error'),
    finishedAt: nullableTimestamp('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('jobs_due_index').on(table.runAt).where(sql`${table.status} = 'pending'`),
    index('jobs_running_lease_index').on(table.lockedUntil).where(sql`${table.status} = 'running'`),
    uniqueIndex('jobs_dedupe_key_unique')
      .on(table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null and ${table.status} in ('pending', 'running')`),
    checkOneOf('jobs_status_check', table.status, jobStatuses),
    check('jobs_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
);
