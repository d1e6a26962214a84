// Booking under load (issue 5 point 7): many members booking overlapping stays at once through two server processes
// on one PostgreSQL database. Every attempt must be answered 201 or a 4xx, and the database must end up without a
// single double booking. Seeds its own throw-away database, starts the servers, books, audits, cleans up.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { withBenchSite } from './load/bench-site.ts';
import { overlappingStays, storedBookings } from './load/booking-audit.ts';
import { type BookingTally, fireAttempts } from './load/booking-clients.ts';
import { planAttempts, type StayWindow } from './load/booking-plan.ts';
import { cliOption, listOf, sumOf } from './load/load-report.ts';
import { percentile } from './load/measure.ts';
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
  async ({ database, apartments, members, baseUrls, alreadyBooked }) => {
    const attempts = planAttempts(apartments, ATTEMPTS, WINDOW);
    console.log(
      `bench: ${apartments.length} apartments (${alreadyBooked} already booked once), ${members.length} members, ${attempts.length} attempts planned`,
    );
    console.log(`bench: booking through ${baseUrls.join(' and ')} …`);
    const tally = await fireAttempts({ attempts, members, baseUrls });
    const overlaps = await overlappingStays(database.db);
    const stored = await storedBookings(
      database.db,
      members.map((member) => member.id),
    );
    return report(tally, overlaps, stored);
  },
);
if (failed) process.exitCode = 1;

/** Prints the figures and answers whether the run failed: any error, any double booking, any booking lost. */
function report(tally: BookingTally, overlaps: number, stored: number): boolean {
  const errors = sumOf(tally.errors);
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
      },
      null,
      2,
    ),
  );
  console.log(`\nresults: ${path.relative(repoRoot, folder)}/summary.json`);
  return errors > 0 || overlaps > 0 || stored !== tally.accepted;
}
