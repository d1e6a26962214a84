import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import {
  claimDueJobs,
  enqueueJob,
  enqueueJobs,
  JOB_LEASE_MS,
  retryDelayMs,
} from '../../src/jobs/job-queue.ts';
import { startJobWorker } from '../../src/jobs/job-worker.ts';
import { runAllDueJobs, runDueJobs } from '../../src/jobs/run-jobs.ts';
import type { Mailer, MailMessage } from '../../src/mail/mail-message.ts';
import {
  apartmentBooking,
  dayFrom,
  injector,
  insertBookableApartment,
  reservationRow,
  signedInUser,
  type TestContext,
} from '../api/reservation-fixtures.ts';
import { buildTestApp } from '../helpers/app.ts';

/** A mail server that is down until told otherwise. */
function flakyMailer() {
  const sent: MailMessage[] = [];
  const state = { down: true };
  const mailer: Mailer = {
    async send(message) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(message);
    },
  };
  return { mailer, sent, state };
}

const log = pino({ level: 'silent' });
const jobById = async (context: TestContext, id: string) =>
  (await context.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('the job queue', () => {
  let context: TestContext;
  let smtp: ReturnType<typeof flakyMailer>;

  beforeAll(async () => {
    smtp = flakyMailer();
    context = await buildTestApp({}, { mailer: smtp.mailer });
  });
  afterAll(() => context.app.close());

  it('never loses a reservation to a failed mail server and retries the notice with backoff', async () => {
    const { token } = await signedInUser(context);
    const apartment = await insertBookableApartment(context.db);
    const response = await injector(context)({
      method: 'POST',
      url: '/api/reservations/create',
      token,
      payload: apartmentBooking(apartment.id, dayFrom(context, 20), dayFrom(context, 22)),
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const start = new Date();
    const mailJobOf = async () =>
      (await context.db.select().from(jobs).where(eq(jobs.kind, 'notice.mail'))).find(
        (job) => (job.payload as { reservationId: string }).reservationId === id,
      );

    await runAllDueJobs(context.services, { now: start });
    expect(await mailJobOf()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
    });
    await runAllDueJobs(context.services, { now: new Date(start.getTime() + retryDelayMs(1)) });
    const second = await mailJobOf();
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second?.runAt.getTime()).toBe(start.getTime() + retryDelayMs(1) + retryDelayMs(2));
    expect((await reservationRow(context.db, id)).status).toBe('pending');

    smtp.state.down = false;
    await runAllDueJobs(context.services, { now: new Date(start.getTime() + 10 * 60_000) });
    expect(await mailJobOf()).toMatchObject({ status: 'done', attempts: 3, lastError: null });
    expect(smtp.sent.map((message) => message.template)).toContain('reservation-created');
  });

  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });

  describe('claims', () => {
    // Each test starts from an empty queue (the test above left the recurring sweeps in it).
    beforeEach(async () => {
      await context.db.delete(jobs);
    });

    it('queues a batch in one statement, skipping only the job whose dedupe key is already waiting', async () => {
      const now = new Date('2031-01-01T00:00:00Z');
      const job = (kind: string, dedupeKey: string) => ({
        kind,
        payload: { n: dedupeKey },
        runAt: now,
        dedupeKey,
      });
      expect(await enqueueJob(context.db, job('notice.mail', 'mail:1'))).toBe(true);
      expect(await enqueueJobs(context.db, [])).toBe(0);
      const queued = await enqueueJobs(context.db, [
        job('notice.mail', 'mail:1'),
        { ...job('notice.sms', 'sms:1'), maxAttempts: 3 },
        job('notice.mail', 'mail:2'),
      ]);
      expect(queued).toBe(2);
      const rows = await context.db.select().from(jobs);
      expect(rows.map((row) => [row.dedupeKey, row.kind, row.maxAttempts, row.status]).sort()).toEqual([
        ['mail:1', 'notice.mail', 10, 'pending'],
        ['mail:2', 'notice.mail', 10, 'pending'],
        ['sms:1', 'notice.sms', 3, 'pending'],
      ]);
      // The first mail:1 kept its payload: the batch's copy was skipped, not written over it.
      expect(rows.filter((row) => row.dedupeKey === 'mail:1')).toHaveLength(1);
    });

    it('gives up after the last attempt and keeps the error', async () => {
      const now = new Date('2031-01-01T00:00:00Z');
      await enqueueJob(context.db, {
        kind: 'notice.mail',
        payload: { bad: true },
        runAt: now,
        maxAttempts: 2,
      });
      await runDueJobs(context.services, { now, workerId: 'a', log });
      await runDueJobs(context.services, {
        now: new Date(now.getTime() + retryDelayMs(1)),
        workerId: 'a',
        log,
      });
      const [job] = await context.db.select().from(jobs).where(eq(jobs.status, 'failed'));
      expect(job).toMatchObject({
        kind: 'notice.mail',
        attempts: 2,
        lastError: expect.stringContaining('ZodError'),
      });
    });

    it('hands each due job to one worker only, even when several claim at once', async () => {
      const now = new Date('2032-01-01T00:00:00Z');
      for (let index = 0; index < 12; index++) {
        await enqueueJob(context.db, { kind: 'test.claim', payload: { index }, runAt: now });
      }
      const claims = await Promise.all(
        ['w1', 'w2', 'w3'].map((workerId) => claimDueJobs(context.db, { now, workerId, limit: 5 })),
      );
      const ids = claims.flat().map((job) => job.id);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      for (const [index, claim] of claims.entries()) {
        for (const job of claim)
          expect(job).toMatchObject({ status: 'running', lockedBy: `w${index + 1}`, attempts: 1 });
      }
      // Nothing is left to claim while the leases run.
      expect(await claimDueJobs(context.db, { now, workerId: 'w4', limit: 50 })).toEqual([]);
    });

    it('lets another worker take over a job whose worker died, once the lease has run out', async () => {
      const now = new Date('2033-01-01T00:00:00Z');
      await enqueueJob(context.db, { kind: 'test.lease', runAt: now });
      const [claimed] = await claimDueJobs(context.db, { now, workerId: 'dead', limit: 1 });
      expect(
        await claimDueJobs(context.db, {
          now: new Date(now.getTime() + JOB_LEASE_MS - 1),
          workerId: 'b',
          limit: 1,
        }),
      ).toEqual([]);
      const [takenOver] = await claimDueJobs(context.db, {
        now: new Date(now.getTime() + JOB_LEASE_MS),
        workerId: 'b',
        limit: 1,
      });
      expect(takenOver).toMatchObject({ id: claimed?.id, lockedBy: 'b', attempts: 2 });
    });

    it('queues a job once per dedupe key while it waits, and again once it is done', async () => {
      const now = new Date('2034-01-01T00:00:00Z');
      const job = { kind: 'test.dedupe', runAt: now, dedupeKey: 'only-one' };
      expect(await enqueueJob(context.db, job)).toBe(true);
      expect(await enqueueJob(context.db, job)).toBe(false);
      const [claimed] = await claimDueJobs(context.db, { now, workerId: 'c', limit: 10 });
      expect(await enqueueJob(context.db, job)).toBe(false);
      await context.db
        .update(jobs)
        .set({ status: 'done' })
        .where(eq(jobs.id, claimed?.id ?? ''));
      expect(await enqueueJob(context.db, job)).toBe(true);
    });

    it('fails a job of an unknown kind instead of retrying it forever', async () => {
      const now = new Date('2035-01-01T00:00:00Z');
      await enqueueJob(context.db, { kind: 'test.unknown', runAt: now });
      await runDueJobs(context.services, { now, workerId: 'd', log });
      const [job] = await context.db.select().from(jobs).where(eq(jobs.kind, 'test.unknown'));
      expect(job).toMatchObject({ status: 'failed', lastError: 'Error: unknown job kind test.unknown' });
    });
  });

  it('runs in the background with the worker and stops cleanly', async () => {
    smtp.state.down = false;
    const before = smtp.sent.length;
    const enqueued = new Date();
    await enqueueJob(context.db, {
      kind: 'notice.mail',
      payload: { reservationId: '00000000-0000-4000-8000-000000000000', notice: 'created' },
      runAt: enqueued,
    });
    const worker = startJobWorker(context.services, log, { pollIntervalMs: 10 });
    try {
      await expect
        .poll(
          async () =>
            (await context.db.select().from(jobs).where(eq(jobs.kind, 'notice.mail'))).at(-1)?.status,
          {
            timeout: 5_000,
          },
        )
        .toBe('done');
    } finally {
      await worker.stop();
    }
    // The reservation does not exist, so nothing was sent, but the job ran and finished.
    expect(smtp.sent.length).toBe(before);
    const [mine] = (await context.db.select().from(jobs).where(eq(jobs.kind, 'notice.mail'))).filter(
      (job) => job.createdAt.getTime() === enqueued.getTime(),
    );
    expect(await jobById(context, mine?.id ?? '')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('starts with the app when asked (tests run jobs themselves otherwise) and stops when it closes', async () => {
    await context.db.delete(jobs);
    await enqueueJob(context.db, {
      kind: 'maintenance.clean-up',
      runAt: new Date(),
      dedupeKey: 'app-worker',
    });
    const app = await buildApp({ services: context.services, logger: false, jobs: true });
    await app.ready();
    try {
      await expect
        .poll(
          async () =>
            (await context.db.select().from(jobs).where(eq(jobs.dedupeKey, 'app-worker')))[0]?.status,
          {
            timeout: 5_000,
          },
        )
        .toBe('done');
    } finally {
      await app.close();
    }
    // The app's worker also planted the recurring sweeps.
    const kinds = (await context.db.select().from(jobs).where(eq(jobs.status, 'pending'))).map(
      (job) => job.kind,
    );
    expect(kinds).toContain('reservations.expire-unpaid-bank-transfers');
  });
});
