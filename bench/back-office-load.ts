// Back-office budget of brief §8 (issue 14 point 9): with 10,000 reservations in the database, the dashboard and
// every back-office list answer in p95 ≤ 100 ms. Seeds its own throw-away database, starts the production server,
// signs in an admin (a session token from the server's own code), measures each call, stops and cleans up.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { issueSessionToken } from '../apps/server/src/http/session-tokens.ts';
import { dropDatabase, runAdminQuery } from '../apps/server/test/helpers/postgres-admin.ts';
import { hasFlag, numberOption, stringOptions } from './load/cli-options.ts';
import { type LoadResult, measure } from './load/measure.ts';
import { growCatalogue } from './load/seed-large-catalogue.ts';
import { seedReservations } from './load/seed-reservations.ts';
import {
  assertWebBuild,
  repoRoot,
  startServer,
  stopServer,
  waitUntilHealthy,
  warmUpPictures,
} from './load/servers.ts';
import { resultsFolder } from './targets.ts';

const BUDGET_P95_MS = 100;
const RESERVATIONS = numberOption('--reservations', 10_000);
const APARTMENTS = numberOption('--apartments', 100);
// A few operators at once: the back office is a handful of people, not the public.
const CONNECTIONS = numberOption('--connections', 4);
const SECONDS = numberOption('--seconds', 10);
const PORT = numberOption('--port', 3996);
/** `--only reports` measures the calls whose name contains "reports". */
const ONLY = stringOptions('--only')[0] ?? '';
const POSTGRES_ADMIN_URL = hasFlag('--postgres')
  ? (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
  : undefined;
const baseUrl = `http://127.0.0.1:${PORT}`;
const today = istanbulDate(new Date());
/** "YYYY-MM" of the month `count` months before an ISO date's. */
function monthsBefore(date: string, count: number): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - count, 1)).toISOString().slice(0, 7);
}

/**
 * The back-office calls measured, one line each: [name, path]. A call the server does not have (404) is reported
 * as absent rather than measured, so the list can name calls other slices are still building.
 */
const TARGETS: [string, string][] = [
  ['dashboard', '/api/admin/dashboard'],
  ['reservations list (spec)', '/api/reservations/all'],
  [
    'reservations list (spec), filtered',
    `/api/reservations/all?status=confirmed&from=${today}&to=${addDays(today, 30)}`,
  ],
  ['reservations list (spec), search', '/api/reservations/all?search=demir'],
  ['reservations list', '/api/admin/reservations'],
  [
    'reservations list, filtered',
    `/api/admin/reservations?status=pending&paymentStatus=pending&from=${today}&to=${addDays(today, 30)}&sort=check_in`,
  ],
  ['reservations list, name search', '/api/admin/reservations?q=demir'],
  ['reservations list, phone search', '/api/admin/reservations?q=532%20100'],
  ['reservations list, number search', '/api/admin/reservations?q=KNK-2611-A001'],
  ['guests list', '/api/admin/guests'],
  ['guests list, search', '/api/admin/guests?search=demir'],
  ['audit list', '/api/admin/audit'],
  ['tour departures list', '/api/admin/tours/departures'],
  ['enquiries inbox', '/api/admin/enquiries'],
  ['reports, last 12 months', `/api/admin/reports?from=${monthsBefore(today, 11)}&to=${today.slice(0, 7)}`],
  ['calendar, 60 days', `/api/admin/calendar?from=${today}&days=60`],
];

assertWebBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), 'konak-back-office-bench-'));
const databaseName = `konak_back_office_bench_${Date.now()}`;
let databaseUrl: string | undefined;
if (POSTGRES_ADMIN_URL) {
  await runAdminQuery(POSTGRES_ADMIN_URL, `create database ${databaseName}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.href;
}
const jwtSecret = randomBytes(32).toString('base64url');

let server: ChildProcess | undefined;
try {
  console.log(`bench: seeding ${RESERVATIONS} reservations on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} …`);
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateDatabase(database);
  await seedDemo(database.db);
  await growCatalogue(database.db, APARTMENTS, addDays(today, 400));
  const seeded = await seedReservations(database.db, RESERVATIONS);
  // A database that has lived has its statistics and visibility map; a freshly filled one has neither until
  // autovacuum comes by, and the planner would guess from an empty table.
  await database.db.execute(sql`vacuum analyze`);
  const [admin] = await database.db
    .insert(users)
    .values({
      email: `bench-admin-${Date.now()}@example.com`,
      name: 'Bench Admin',
      role: 'admin',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!admin) throw new Error('bench: no admin');
  const { token } = await issueSessionToken(
    { db: database.db, config: { JWT_SECRET: jwtSecret } },
    { userId: admin.id, rememberMe: false },
  );
  console.log(
    `bench: ${seeded.total} reservations (${seeded.apartmentStays} stays, ${seeded.tourBookings} tour bookings), ${seeded.members} members`,
  );
  await database.close();
  // As bench/server-load.ts: the pictures a fresh server would encode for its first minute are encoded first.
  console.log('bench: encoding the pictures the server would warm up …');
  await warmUpPictures({ databaseUrl, dataDir, jwtSecret });

  server = startServer(PORT, { databaseUrl, dataDir, jwtSecret });
  await waitUntilHealthy(baseUrl, server);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  const results: LoadResult[] = [];
  const absent: string[] = [];
  for (const [name, target] of TARGETS.filter(([name]) => name.includes(ONLY))) {
    const probe = await fetch(new URL(target, baseUrl), { headers });
    if (probe.status === 404) {
      absent.push(`${name} (${target})`);
      continue;
    }
    if (!probe.ok) throw new Error(`bench: ${target} answered ${probe.status}: ${await probe.text()}`);
    await measure(baseUrl, name, target, { connections: 2, seconds: 2, headers });
    const result = await measure(baseUrl, name, target, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers,
    });
    results.push(result);
    console.log(`bench: ${name}: p95 ${result.p95} ms`);
  }
  report(results, absent, seeded.total);
  if (results.some((result) => result.p95 > BUDGET_P95_MS || result.non2xx > 0 || result.errors > 0)) {
    process.exitCode = 1;
  }
} finally {
  if (server) await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
  if (POSTGRES_ADMIN_URL) await dropDatabase(POSTGRES_ADMIN_URL, databaseName);
}

function report(results: LoadResult[], absent: string[], reservations: number) {
  console.log(
    `\n${reservations} reservations, ${CONNECTIONS} connections, ${SECONDS} s each, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log('| call | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | budget |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of results) {
    const verdict = r.p95 <= BUDGET_P95_MS ? '✔ ≤ 100' : '✘ > 100';
    console.log(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${verdict} |`,
    );
  }
  if (absent.length > 0) console.log(`\nnot on this server (404): ${absent.join('; ')}`);
  const folder = resultsFolder('back-office-load');
  writeFileSync(
    path.join(folder, 'summary.json'),
    JSON.stringify({ reservations, results, absent }, null, 2),
  );
  console.log(`\nresults: ${path.relative(repoRoot, folder)}/summary.json`);
}
