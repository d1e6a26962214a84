// `npm run test:deploy` (issue 17 point 2, decision 098): the production arrangement of docs/deploy.md on this
// machine — Debian's nginx with the shipped site configuration and a self-signed certificate, PostgreSQL, Redis and
// three app server processes — and what it must show: pages and API over HTTPS and HTTP/2, the client's address
// reaching the per-address limits, the 40-way booking race with one winner, a rolling restart under load with no
// failed request, and a SIGKILL under load that loses no accepted booking, half-writes nothing, and lets an
// interrupted booking be retried once with its Idempotency-Key. Not part of `npm test`; exits 1 on any failed check.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import { Redis } from 'ioredis';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/demo/seed-demo.ts';
import {
  databaseUrlFor,
  dropDatabase,
  runAdminQuery,
} from '../../apps/server/test/helpers/postgres-admin.ts';
import { overlappingStays } from '../../bench/load/booking-audit.ts';
import { book } from '../../bench/load/booking-clients.ts';
import { createMembers } from '../../bench/load/booking-members.ts';
import { benchStay, growCatalogue } from '../../bench/load/seed-large-catalogue.ts';
import { assertWebBuild, repoRoot, warmUpPictures } from '../../bench/load/servers.ts';
import { type AppProcess, type AppSettings, startApp, stopApp, waitUntilReady } from './apps.ts';
import { checkDatabase, checkLogs, checkMetrics } from './audits.ts';
import { failureCount, type LoadTally, startLoad } from './load.ts';
import { assertTools, makeCertificate, type RunningNginx, startNginx, stopNginx } from './nginx.ts';
import { declaredUpload, http2Get, httpsRequest } from './probes.ts';
import { separateStays } from './stays.ts';
import { verifyUnit } from './unit.ts';

const ADMIN_URL = process.env.DEPLOY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A Redis database of its own: the test empties it first.
const REDIS_URL = process.env.DEPLOY_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const BASE_PORT = Number(process.env.DEPLOY_BASE_PORT ?? 18400);
const HTTP_PORT = BASE_PORT + 80;
const HTTPS_PORT = BASE_PORT + 43;
const APP_PORTS = [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3];
const ORIGIN = `https://localhost:${HTTPS_PORT}`;
const LOAD_CLIENTS = 12;

let failed = 0;
function check(ok: boolean, what: string, detail = ''): void {
  console.log(`${ok ? '✔' : '✘'} ${what}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failed++;
}
const step = (title: string) =>
  console.log(`\n▶ ${title} (at ${Math.round((Date.now() - started) / 1000)} s)`);
const describeTally = (tally: LoadTally) =>
  `${tally.requests} requests, ${tally.bookings.length} bookings, failures: ${failureCount(tally)}${
    tally.failures.size ? ` (${[...tally.failures].map(([what, n]) => `${n}× ${what}`).join('; ')})` : ''
  }`;

assertTools();
assertWebBuild();
const started = Date.now();
const folder = mkdtempSync(path.join(tmpdir(), 'konak-deploy-'));
const databaseName = `konak_deploy_${Date.now()}`;
const apps: AppProcess[] = [];
let nginx: RunningNginx | undefined;
let database: DatabaseHandle | undefined;
try {
  step('PostgreSQL, Redis, certificate');
  await runAdminQuery(ADMIN_URL, `create database ${databaseName}`);
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();
  const certificate = makeCertificate(folder);
  // This process's fetch trusts the test's certificate, as a guest's browser trusts the real one.
  setDefaultCACertificates([...getCACertificates('default'), certificate.pem]);
  const settings: AppSettings = {
    databaseUrl: databaseUrlFor(ADMIN_URL, databaseName),
    redisUrl: REDIS_URL,
    dataDir: path.join(folder, 'data'),
    jwtSecret: randomBytes(32).toString('base64url'),
    publicUrl: ORIGIN,
    logFolder: folder,
  };
  database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  await migrateDatabase(database);
  await seedDemo(database.db);
  await growCatalogue(database.db, 40, benchStay().checkIn);
  const members = await createMembers(database.db, 40, settings.jwtSecret);
  const today = istanbulDate(new Date());
  const stays = await separateStays(database.db, 40, { firstCheckIn: addDays(today, 8), days: 300 });
  // The race's apartment is kept out of the load's stays.
  const raceStay = stays.at(-1);
  if (!raceStay) throw new Error('no stay to race for');
  const loadStays = stays.filter((stay) => stay.apartmentId !== raceStay.apartmentId);
  console.log(
    `  ${databaseName}: 40 apartments, 40 members, ${loadStays.length} separate stays for the load`,
  );
  await warmUpPictures({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    jwtSecret: settings.jwtSecret,
  });

  step(`three app servers (${APP_PORTS.join(', ')}) and nginx (https ${HTTPS_PORT}, http ${HTTP_PORT})`);
  for (const port of APP_PORTS) apps.push(startApp({ port, metricsPort: port + 20 }, settings));
  await Promise.all(apps.map((app) => waitUntilReady(app)));
  nginx = await startNginx({
    folder,
    httpPort: HTTP_PORT,
    httpsPort: HTTPS_PORT,
    appPorts: APP_PORTS,
    certificate,
    webClientRoot: path.join(repoRoot, 'apps/web/build/client'),
  });

  step('the systemd unit');
  check(...verifyUnit(folder));

  step('pages and API through nginx');
  const home = await fetch(`${ORIGIN}/`);
  check(
    home.status === 200 && (home.headers.get('content-type') ?? '').startsWith('text/html'),
    'GET / over HTTPS is a page',
    `${home.status}`,
  );
  await home.arrayBuffer();
  const listing = await fetch(`${ORIGIN}/api/apartments`);
  const listingBody = (await listing.json()) as { items?: unknown[] } | unknown[];
  check(listing.status === 200, 'GET /api/apartments over HTTPS answers JSON', `${listing.status}`);
  check(
    Array.isArray(listingBody) || Array.isArray((listingBody as { items?: unknown[] }).items),
    'the API answer is a listing',
  );
  const requestId = listing.headers.get('x-request-id') ?? '';
  check(/^[0-9a-f]{32}$/.test(requestId), "the app answers with nginx's request id", requestId);
  const h2 = await http2Get(ORIGIN, '/en/rentals', certificate.pem);
  check(h2.status === 200 && h2.protocol === 'h2', 'HTTP/2 is negotiated', `${h2.protocol} ${h2.status}`);
  const redirect = await fetch(`http://localhost:${HTTP_PORT}/en/rentals?x=1`, { redirect: 'manual' });
  check(
    redirect.status === 301 && redirect.headers.get('location') === `${ORIGIN}/en/rentals?x=1`,
    'plain HTTP is sent to HTTPS',
    `${redirect.status} ${redirect.headers.get('location')}`,
  );
  const asset = readdirSync(path.join(repoRoot, 'apps/web/build/client/assets')).find((name) =>
    name.endsWith('.js'),
  );
  const assetAnswer = await fetch(`${ORIGIN}/assets/${asset}`);
  await assetAnswer.arrayBuffer();
  check(
    assetAnswer.status === 200 &&
      (assetAnswer.headers.get('cache-control') ?? '').includes('max-age=31536000') &&
      !assetAnswer.headers.has('x-request-id'),
    '/assets is served by nginx itself, cached for a year',
    `${assetAnswer.status} ${assetAnswer.headers.get('cache-control')}`,
  );
  const photoLimit = 20 * 1024 * 1024;
  const tooLarge = await declaredUpload(`${ORIGIN}/api/admin/apartments/x/photos`, {
    ca: certificate.pem,
    bytes: photoLimit + 1,
  });
  check(
    tooLarge === 413,
    'nginx refuses a body over the upload limit (20 MiB) before it is sent',
    `${tooLarge}`,
  );
  const atLimit = await declaredUpload(`${ORIGIN}/api/admin/apartments/x/photos`, {
    ca: certificate.pem,
    bytes: photoLimit,
  });
  check(atLimit !== 413, 'a body of exactly the upload limit passes nginx', `${atLimit}`);

  step("the client's address reaches the per-address limits");
  const checkEmail = (localAddress: string, via: string, forged: string) =>
    httpsRequest(`${via}/api/auth/check-email`, {
      ca: certificate.pem,
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': forged },
      body: JSON.stringify({ email: `someone-${randomBytes(4).toString('hex')}@example.com` }),
    });
  const statuses: number[] = [];
  // check-email allows 10 calls per address in 10 minutes; each call claims to come from another address.
  for (let call = 1; call <= 11; call++)
    statuses.push((await checkEmail('127.0.0.2', ORIGIN, `10.0.0.${call}`)).status);
  check(
    statuses.slice(0, 10).every((status) => status === 200) && statuses[10] === 429,
    'client 127.0.0.2 is limited after 10 calls across the three app servers, whatever X-Forwarded-For it sends',
    statuses.join(' '),
  );
  const other = await checkEmail('127.0.0.3', ORIGIN, '127.0.0.2');
  check(other.status === 200, 'client 127.0.0.3 is counted on its own', `${other.status}`);
  const direct: number[] = [];
  for (let call = 1; call <= 11; call++) {
    direct.push(
      (
        await checkEmail('127.0.0.4', `http://127.0.0.1:${APP_PORTS[0]}`, `10.1.0.${call}`).catch(() => ({
          status: 0,
        }))
      ).status,
    );
  }
  check(
    direct[10] === 429,
    'the app believes X-Forwarded-For only from nginx (TRUST_PROXY=127.0.0.1)',
    direct.join(' '),
  );
  const wrongPassword = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ email: members[0]?.email, password: 'Deploy-Secret-Parola-4411' }),
  });
  check(
    wrongPassword.status === 401,
    'a wrong password is refused (its log lines are audited below)',
    `${wrongPassword.status}`,
  );

  step('40 members race for one stay through nginx');
  const race = await Promise.all(members.map((member) => book(ORIGIN, member, raceStay)));
  const winners = race.filter((answer) => answer.status === 201);
  const losers = race.filter((answer) => answer.status === 409 && answer.code === 'dates_taken');
  check(
    winners.length === 1 && losers.length === 39,
    'exactly one booking wins, 39 are told the dates are taken',
    race.map((a) => a.status).join(' '),
  );

  step('rolling restart: SIGTERM each app server in turn under load');
  const rolling = startLoad({ base: ORIGIN, members, stays: loadStays, clients: LOAD_CLIENTS });
  await delay(2000);
  for (const [index, app] of apps.entries()) {
    const stopped = await stopApp(app, 'SIGTERM');
    check(stopped.code === 0, `app ${app.port} drained and exited 0 after SIGTERM`, `${stopped.ms} ms`);
    const restarted = startApp(app, settings);
    apps[index] = restarted;
    await waitUntilReady(restarted);
    await delay(1500);
  }
  const rolled = await rolling.stop();
  check(rolled.bookings.length > 20 && rolled.requests > 200, 'the load kept running', describeTally(rolled));
  check(failureCount(rolled) === 0, 'no request failed during the rolling restart', describeTally(rolled));

  step('SIGKILL of one app server under load');
  const victim = apps[1] as AppProcess;
  const crashing = startLoad({ base: ORIGIN, members, stays: loadStays, clients: LOAD_CLIENTS });
  // Bookings sent straight to the victim too, so some are surely in its hands when it dies.
  const straight = startLoad({
    base: `http://127.0.0.1:${victim.port}`,
    members,
    stays: loadStays,
    clients: 4,
    bookingEvery: 1,
  });
  await delay(3000);
  await stopApp(victim, 'SIGKILL');
  const cut = await straight.stop();
  await delay(3000);
  const crashed = await crashing.stop();
  console.log(
    `  through nginx: ${describeTally(crashed)}\n  straight to the killed server: ${describeTally(cut)}`,
  );
  const readFailures = [...crashed.failures.keys()].filter((what) => what.startsWith('GET'));
  check(readFailures.length === 0, 'reads were answered by the other app servers', readFailures.join('; '));
  const sent = [...crashed.bookings, ...cut.bookings];
  const interrupted = sent.filter((booking) => booking.status < 200 || booking.status >= 400);
  check(
    interrupted.length > 0 && interrupted.every((booking) => booking.status === 502 || booking.status === 0),
    'some bookings were cut by the kill (502 through nginx, no answer straight), and nothing else failed',
    interrupted.map((booking) => `${booking.status} ${booking.code}`).join('; '),
  );
  const retries = await Promise.all(
    interrupted.map(async (booking) => ({
      booking,
      again: await book(ORIGIN, booking.member, booking.attempt, 'bank_transfer', booking.key),
    })),
  );
  check(
    retries.every(({ again }) => again.status === 201 || again.status === 200),
    `the ${interrupted.length} interrupted booking(s) succeed when retried with their Idempotency-Key`,
    retries.map(({ again }) => again.status).join(' '),
  );
  const replayed = await Promise.all(
    retries.map(({ booking }) => book(ORIGIN, booking.member, booking.attempt, 'bank_transfer', booking.key)),
  );
  check(
    replayed.every(
      (answer, index) =>
        (answer.status === 200 || answer.status === 201) && answer.id === retries[index]?.again.id,
    ),
    'a second retry is answered with the same reservation, not a new one',
  );
  apps[1] = startApp(victim, settings);
  await waitUntilReady(apps[1]);

  step('the database after the kill');
  const accepted = [
    ...rolled.bookings,
    ...sent,
    ...retries.map(({ booking, again }) => ({ ...booking, ...again })),
  ].filter((booking) => booking.status === 200 || booking.status === 201);
  for (const result of await checkDatabase(database.db, {
    accepted,
    keys: [...rolled.bookings, ...sent].map((booking) => booking.key),
  })) {
    check(result.ok, result.what, result.detail);
  }
  const overlaps = await overlappingStays(database.db);
  check(overlaps === 0, 'no two live stays of one apartment share a night', `${overlaps}`);

  step('metrics and logs');
  for (const result of await checkMetrics(apps)) check(result.ok, result.what, result.detail);
  const secrets = [...members.map((member) => member.token), 'Deploy-Secret-Parola-4411'];
  for (const result of checkLogs(
    apps.map((app) => app.logFile),
    { secrets, nginxAccessLog: nginx.accessLog },
  )) {
    check(result.ok, result.what, result.detail);
  }
} catch (error) {
  failed++;
  console.error(`\n✘ test:deploy stopped: ${error instanceof Error ? error.stack : String(error)}`);
  console.error(`  logs: ${folder}`);
} finally {
  await stopNginx(nginx);
  await Promise.all(apps.map((app) => stopApp(app, 'SIGTERM').catch(() => undefined)));
  await database?.close();
  await dropDatabase(ADMIN_URL, databaseName).catch(() => undefined);
  if (failed === 0 && existsSync(folder)) rmSync(folder, { recursive: true, force: true });
}
console.log(
  `\ntest:deploy: ${failed === 0 ? 'every check passed' : `${failed} check(s) failed (logs kept in ${folder})`} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed === 0 ? 0 : 1);
