// Card checkout under load (issue 16 point 7): many guests booking overlapping stays by card at once and paying on
// the built-in test gateway through two server processes on one PostgreSQL database, some in two tabs, every
// callback posted to both processes. No guest may be charged twice, no night sold twice, no request answered 5xx.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { withBenchSite } from './load/bench-site.ts';
import { overlappingStays } from './load/booking-audit.ts';
import { planAttempts, type StayWindow } from './load/booking-plan.ts';
import { doubleCharges, doubleLedgerPayments, refundsWaiting, unmatchedPayments } from './load/card-audit.ts';
import { type CardTally, fireCardCheckouts } from './load/card-checkout-clients.ts';
import { cliOption, listOf, sumOf } from './load/load-report.ts';
import { percentile } from './load/measure.ts';
import { repoRoot } from './load/servers.ts';
import { resultsFolder } from './targets.ts';

const CHECKOUTS = Number(cliOption('--checkouts', '200'));
const CLIENTS = Number(cliOption('--clients', '50'));
const APARTMENTS = Number(cliOption('--apartments', '100'));
const SECOND_TAB_EVERY = Number(cliOption('--second-tab-every', '5'));
const PORTS = cliOption('--ports', '3995,3996').split(',').map(Number);
if (
  ![CHECKOUTS, CLIENTS, APARTMENTS, SECOND_TAB_EVERY, ...PORTS].every(
    (value) => Number.isInteger(value) && value > 0,
  )
) {
  throw new Error(
    'usage: node bench/card-checkout-load.ts [--checkouts N] [--clients N] [--apartments N] [--second-tab-every N] [--ports a,b]',
  );
}
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Two stays per apartment in a 14-day window: enough of them collide to test the race for the same nights.
const WINDOW: StayWindow = { firstCheckIn: addDays(istanbulDate(new Date()), 8), days: 14 };

const failed = await withBenchSite(
  {
    name: 'card',
    adminUrl: ADMIN_URL,
    apartments: APARTMENTS,
    clients: CLIENTS,
    ports: PORTS,
    window: WINDOW,
  },
  async ({ database, apartments, members, baseUrls }) => {
    const attempts = planAttempts(apartments, CHECKOUTS, WINDOW);
    console.log(`bench: ${attempts.length} card checkouts through ${baseUrls.join(' and ')} …`);
    const tally = await fireCardCheckouts({ attempts, members, baseUrls, secondTabEvery: SECOND_TAB_EVERY });
    const audit = {
      overlaps: await overlappingStays(database.db),
      doubleCharges: await doubleCharges(database.db),
      doubleLedgerPayments: await doubleLedgerPayments(database.db),
      unmatchedPayments: await unmatchedPayments(database.db),
      refundsWaiting: await refundsWaiting(database.db),
    };
    return report(tally, audit);
  },
);
if (failed) process.exitCode = 1;

type Audit = {
  overlaps: number;
  doubleCharges: number;
  doubleLedgerPayments: number;
  unmatchedPayments: number;
  refundsWaiting: number;
};

/** Prints the figures and answers whether the run failed: any error, double charge, overlap or unmatched money. */
function report(tally: CardTally, audit: Audit): boolean {
  const errors = sumOf(tally.errors);
  const mark = (value: number) => (value > 0 ? ' ✘' : '');
  const lines = [
    '',
    `${CHECKOUTS} card checkouts over ${APARTMENTS} apartments from ${CLIENTS} clients, ports ${PORTS.join(', ')}, PostgreSQL`,
    `booked (201):            ${tally.booked} of ${tally.attempts}`,
    `rejected 409:            ${sumOf(tally.conflicts)} (${listOf(tally.conflicts)})`,
    `checkouts paid:          ${tally.checkouts} (every ${SECOND_TAB_EVERY}th booking paid twice, in two tabs)`,
    `callback outcomes:       ${listOf(tally.results)}`,
    `errors (any step):       ${errors}${errors > 0 ? ` (${listOf(tally.errors)}) ✘` : ''}`,
    `double charges kept:     ${audit.doubleCharges}${mark(audit.doubleCharges)} (gateway records)`,
    `double ledger payments:  ${audit.doubleLedgerPayments}${mark(audit.doubleLedgerPayments)}`,
    `unmatched payments:      ${audit.unmatchedPayments}${mark(audit.unmatchedPayments)}`,
    `refunds still waiting:   ${audit.refundsWaiting}${mark(audit.refundsWaiting)}`,
    `overlapping live stays:  ${audit.overlaps}${mark(audit.overlaps)}`,
    `wall time:               ${tally.seconds.toFixed(1)} s`,
    `paid checkouts / second: ${((tally.results.get('paid') ?? 0) / tally.seconds).toFixed(1)}`,
    `booking → callbacks:     p50 ${Math.round(percentile(tally.latencies, 0.5))} ms, p95 ${Math.round(percentile(tally.latencies, 0.95))} ms`,
  ];
  console.log(lines.join('\n'));
  const folder = resultsFolder('card-checkout-load');
  writeFileSync(
    path.join(folder, 'summary.json'),
    JSON.stringify(
      {
        options: {
          checkouts: CHECKOUTS,
          clients: CLIENTS,
          apartments: APARTMENTS,
          secondTabEvery: SECOND_TAB_EVERY,
          ports: PORTS,
          window: WINDOW,
        },
        ...tally,
        conflicts: Object.fromEntries(tally.conflicts),
        results: Object.fromEntries(tally.results),
        errors: Object.fromEntries(tally.errors),
        latencies: undefined,
        ...audit,
      },
      null,
      2,
    ),
  );
  console.log(`\nresults: ${path.relative(repoRoot, folder)}/summary.json`);
  return errors > 0 || Object.values(audit).some((value) => value > 0);
}
