// The throw-away site of the booking loads: a PostgreSQL database seeded and grown to N apartments, bench members,
// and production server processes on it sharing one data folder and signing key.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/demo/seed-demo.ts';
import {
  databaseUrlFor,
  dropDatabase,
  runAdminQuery,
} from '../../apps/server/test/helpers/postgres-admin.ts';
import { type BenchMember, createMembers } from './booking-members.ts';
import { bookableApartments, type StayWindow } from './booking-plan.ts';
import { benchStay, growCatalogue } from './seed-large-catalogue.ts';
import {
  assertPortsFree,
  assertWebBuild,
  type SharedServerSettings,
  startServer,
  stopServer,
  waitUntilHealthy,
  warmUpPictures,
} from './servers.ts';

export type BenchSite = {
  database: DatabaseHandle;
  apartments: Awaited<ReturnType<typeof bookableApartments>>;
  members: BenchMember[];
  baseUrls: string[];
  /** The server processes behind baseUrls, in the same order (to read their CPU time). */
  serverPids: number[];
  /** Apartments the catalogue growth booked once already. */
  alreadyBooked: number;
};

/**
 * Runs `load` against a fresh site (`name` names its database and data folder) and always cleans up: servers
 * stopped, database dropped, data folder removed.
 */
export async function withBenchSite<T>(
  {
    name,
    adminUrl,
    apartments: apartmentCount,
    clients,
    ports,
    window,
  }: {
    name: string;
    adminUrl: string;
    apartments: number;
    clients: number;
    ports: number[];
    window: StayWindow;
  },
  load: (site: BenchSite) => Promise<T>,
): Promise<T> {
  assertWebBuild();
  await assertPortsFree(ports);
  const databaseName = `konak_${name}_bench_${Date.now()}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), `konak-${name}-bench-`));
  const jwtSecret = randomBytes(32).toString('base64url');
  const shared: SharedServerSettings = {
    databaseUrl: databaseUrlFor(adminUrl, databaseName),
    dataDir,
    jwtSecret,
  };
  const servers: ChildProcess[] = [];
  let database: DatabaseHandle | undefined;
  try {
    await runAdminQuery(adminUrl, `create database ${databaseName}`);
    console.log(`bench: seeding ${apartmentCount} apartments on PostgreSQL (${databaseName}) …`);
    database = await openDatabase(shared);
    await migrateDatabase(database);
    await seedDemo(database.db);
    const catalogue = await growCatalogue(database.db, apartmentCount, benchStay().checkIn);
    const apartments = await bookableApartments(database.db, apartmentCount, window);
    if (apartments.length < apartmentCount)
      throw new Error(`bench: only ${apartments.length} active apartments`);
    const members = await createMembers(database.db, clients, jwtSecret);
    console.log('bench: encoding the pictures the servers would warm up …');
    await warmUpPictures(shared);
    for (const port of ports) servers.push(startServer(port, shared));
    const baseUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(
      baseUrls.map((baseUrl, index) => waitUntilHealthy(baseUrl, servers[index] as ChildProcess)),
    );
    const serverPids = servers.map((server) => server.pid ?? 0);
    return await load({
      database,
      apartments,
      members,
      baseUrls,
      serverPids,
      alreadyBooked: catalogue.reservations,
    });
  } finally {
    await Promise.all(servers.map(stopServer));
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase(adminUrl, databaseName);
  }
}
