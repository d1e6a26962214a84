// Booking under load (issue 5 point 7): many members booking overlapping stays at once through two server processes
// on one PostgreSQL database. Every attempt must be answered 201 or a 4xx, and the database must end up without a
// single double booking. Seeds its own throw-away database, starts the servers, books, audits, cleans up.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { withBenchSite } from './load/bench-site.ts';
import { overlappingStays, storedBookings } from './load/booking-audit.ts';
import { type BookingTally, fireAttempts } from './load/booking-clients.ts';
import { planAttempts, type StayWindow } from './load/booking-plan.ts';
import { cpuBetween, cpuSnapshot } from './load/cpu-seconds.ts';
import { cliOption, listOf, sumOf } from './load/load-report.ts';
import { type LoadResult, measure, percentile } from './load/measure.ts';
import { repoRoot } from './load/servers.ts';
import { resultsFolder } from './targets.ts';

const ATTEMPTS = Number(cliOption('--attempts', '1000'));
// One member per client: each client books with its own token.
const CLIENTS = Number(cliOption('--clients', '50'));
const APARTMENTS = Number(cliOption('--apartments', '100'));
const PORTS = cliOption('--ports', '3997,3998').split(',').map(Number);
if (![ATTEMPTS, CLIENTS, APARTMENTS, ...PORTS].every((value) => Number.isInteger(value) && value > 0)) {
  throw new Error(
    'usage: node bench/booking-load.ts [--attempts N] [--clients N] [--apartments N] [--ports a,b]',
  );
}
// The empty request the booking rate is read against (issue 17 point 8): /api/health on the same servers, after the
// bookings, with as many connections in all as there were booking clients.
const HEALTH_SECONDS = Number(cliOption('--health-seconds', '5'));
// The notices the bookings queued (mails with their .ics, SMS) are real work the job workers mostly do after the
// load: the bench waits up to this long for them and counts their CPU apart (decision 108).
const DRAIN_SECONDS = Number(cliOption('--drain-seconds', '180'));
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Check-ins from 8 days ahead (past every lead-time rule) across 60 days: ten stays of 2–5 nights per apartment
// crowd that window enough for many of them to collide.
const today = istanbulDate(new Date());
const WINDOW: StayWindow = { firstCheckIn: addDays(today, 8), days: 60 };

const failed = await withBenchSite(
  {
    name: 'booking',
    adminUrl: ADMIN_URL,
    apartments: APARTMENTS,
    clients: CLIENTS,
    ports: PORTS,
    window: WINDOW,
  },
  async ({ database, apartments, members, baseUrls, serverPids, alreadyBooked }) => {
    const attempts = planAttempts(apartments, ATTEMPTS, WINDOW);
    console.log(
      `bench: ${apartments.length} apartments (${alreadyBooked} already booked once), ${members.length} members, ${attempts.length} attempts planned`,
    );
    console.log(`bench: booking through ${baseUrls.join(' and ')} …`);
    const before = await cpuSnapshot(database.db, serverPids);
    const tally = await fireAttempts({ attempts, members, baseUrls });
    const afterLoad = await cpuSnapshot(database.db, serverPids);
    const cpu = cpuBetween(before, afterLoad);
    const noticesAtEnd = await waitingNotices(database.db);
    console.log(`bench: ${noticesAtEnd} notice jobs still waiting; letting the job workers send them …`);
    const drainStarted = performance.now();
    let noticesLeft = noticesAtEnd;
    while (noticesLeft > 0 && performance.now() - drainStarted < DRAIN_SECONDS * 1000) {
      await delay(250);
      noticesLeft = await waitingNotices(database.db);
    }
    const drain = {
      atEnd: noticesAtEnd,
      left: noticesLeft,
      seconds: (performance.now() - drainStarted) / 1000,
      cpu: cpuBetween(afterLoad, await cpuSnapshot(database.db, serverPids)),
    };
    console.log(`bench: /api/health on the same servers for ${HEALTH_SECONDS} s …`);
    const health = await healthFigure(baseUrls);
    const overlaps = await overlappingStays(database.db);
    const stored = await storedBookings(
      database.db,
      members.map((member) => member.id),
    );
    return report(tally, overlaps, stored, cpu, drain, health);
  },
);
if (failed) process.exitCode = 1;

type CpuSeconds = ReturnType<typeof cpuBetween>;
type Drain = { atEnd: number; left: number; seconds: number; cpu: CpuSeconds };

/** Notice jobs (mail and SMS, the booker's and the booked-for ones) not done yet. */
async function waitingNotices(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from jobs where kind like 'notice.%' and status in ('pending', 'running')`);
  return result.rows[0]?.n ?? 0;
}
type HealthFigure = { requestsPerSecond: number; p95: number; errors: number; byPort: LoadResult[] };

/** autocannon on /api/health of every server at once, the booking clients' connections shared between them. */
async function healthFigure(baseUrls: string[]): Promise<HealthFigure> {
  const connections = Math.max(1, Math.round(CLIENTS / baseUrls.length));
  const byPort = await Promise.all(
    baseUrls.map((baseUrl) =>
      measure(baseUrl, 'health', '/api/health', { connections, seconds: HEALTH_SECONDS }),
    ),
  );
  return {
    requestsPerSecond: byPort.reduce((total, result) => total + result.requestsPerSecond, 0),
    // The slower server's p95: the figure a client of the pair could meet.
    p95: Math.max(...byPort.map((result) => result.p95)),
    errors: byPort.reduce((total, result) => total + result.errors + result.non2xx, 0),
    byPort,
  };
}

/** Prints the figures and answers whether the run failed: any error, any double booking, any booking lost. */
function report(
  tally: BookingTally,
  overlaps: number,
  stored: number,
  cpu: CpuSeconds,
  drain: Drain,
  health: HealthFigure,
): boolean {
  const errors = sumOf(tally.errors);
  const perAccepted = (seconds: number) =>
    `${((seconds * 1000) / Math.max(1, tally.accepted)).toFixed(2)} ms`;
  const perAttempt = (seconds: number) => `${((seconds * 1000) / Math.max(1, tally.attempts)).toFixed(2)} ms`;
  const lines = [
    '',
    `${ATTEMPTS} attempts over ${APARTMENTS} apartments from ${CLIENTS} clients, ports ${PORTS.join(', ')}, PostgreSQL`,
    `attempts:            ${tally.attempts}`,
    `accepted (201/200):  ${tally.accepted}`,
    `rejected 409:        ${sumOf(tally.conflicts)} (${listOf(tally.conflicts)})`,
    `other 4xx:           ${sumOf(tally.otherClientErrors)} (${listOf(tally.otherClientErrors)})`,
    `errors (5xx/network): ${errors}${errors > 0 ? ` (${listOf(tally.errors)}) ✘` : ''}`,
    `overlapping stays:   ${overlaps}${overlaps > 0 ? ' ✘' : ''} (audit query on reservations)`,
    `stored bookings:     ${stored}${stored !== tally.accepted ? ` ✘ (accepted ${tally.accepted})` : ''}`,
    `wall time:           ${tally.seconds.toFixed(1)} s`,
    `bookings per second: ${(tally.accepted / tally.seconds).toFixed(1)}`,
    `attempts per second: ${(tally.attempts / tally.seconds).toFixed(1)}`,
    `response time:       p50 ${Math.round(percentile(tally.latencies, 0.5))} ms, p95 ${Math.round(percentile(tally.latencies, 0.95))} ms, p99 ${Math.round(percentile(tally.latencies, 0.99))} ms`,
    `CPU during the load: servers ${cpu.servers.toFixed(1)} s, PostgreSQL ${cpu.database.toFixed(1)} s, bench ${cpu.bench.toFixed(1)} s`,
    `CPU per attempt:     servers ${perAttempt(cpu.servers)}, PostgreSQL ${perAttempt(cpu.database)}, bench ${perAttempt(cpu.bench)}`,
    `notices after the load: ${drain.atEnd} jobs waiting at its end, sent in ${drain.seconds.toFixed(1)} s${drain.left > 0 ? ` (${drain.left} still waiting)` : ''}: CPU servers ${drain.cpu.servers.toFixed(1)} s, PostgreSQL ${drain.cpu.database.toFixed(1)} s`,
    `  per accepted booking: servers ${perAccepted(drain.cpu.servers)}, PostgreSQL ${perAccepted(drain.cpu.database)}`,
    `/api/health, same servers: ${health.requestsPerSecond} req/s, p95 ${health.p95} ms (${CLIENTS} connections, ${HEALTH_SECONDS} s${health.errors > 0 ? `, ${health.errors} errors ✘` : ''})`,
    `bookings per second ÷ /api/health req/s: ${((tally.accepted / tally.seconds / Math.max(1, health.requestsPerSecond)) * 100).toFixed(1)} %`,
  ];
  console.log(lines.join('\n'));
  const folder = resultsFolder('booking-load');
  writeFileSync(
    path.join(folder, 'summary.json'),
    JSON.stringify(
      {
        options: {
          attempts: ATTEMPTS,
          clients: CLIENTS,
          apartments: APARTMENTS,
          ports: PORTS,
          window: WINDOW,
        },
        ...tally,
        conflicts: Object.fromEntries(tally.conflicts),
        otherClientErrors: Object.fromEntries(tally.otherClientErrors),
        errors: Object.fromEntries(tally.errors),
        latencies: undefined,
        overlaps,
        stored,
        cpuSeconds: cpu,
        notices: drain,
        health,
      },
      null,
      2,
    ),
  );
  console.log(`\nresults: ${path.relative(repoRoot, folder)}/summary.json`);
  return errors > 0 || overlaps > 0 || stored !== tally.accepted;
}
