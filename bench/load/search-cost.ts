// In-process CPU cost of the availability search without HTTP (decision 109): seeds the bench catalogue once into
// --data-dir (default /tmp/konak-search-cost, reused by later runs), then times the whole answer
// (availableApartmentsBody) and brotli at qualities 0 and 1 over the 3240 rotating searches, --rounds times.
// The answers of a round are kept (as the server's caches keep them), so allocation and GC are counted too.
//   node bench/load/search-cost.ts --rounds 3
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { brotliCompressSync, constants } from 'node:zlib';
import { ageGroupsFromAges } from '@konak/domain/guests';
import { istanbulDate } from '@konak/domain/stay-dates';
import { catalogueChanges } from '../../apps/server/src/cache/catalogue-changes.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/demo/seed-demo.ts';
import { availableApartmentsBody } from '../../apps/server/src/modules/apartments/surface.ts';
import { numberOption, stringOptions } from './cli-options.ts';
import { rotatingSearches } from './rotating-targets.ts';
import { benchStay, growCatalogue } from './seed-large-catalogue.ts';

const dataDir = stringOptions('--data-dir')[0] ?? '/tmp/konak-search-cost';
const ROUNDS = numberOption('--rounds', 3);
const fresh = !existsSync(dataDir);
await mkdir(dataDir, { recursive: true });
const database = await openDatabase({ dataDir });
if (fresh) {
  await migrateDatabase(database);
  await seedDemo(database.db);
  await growCatalogue(database.db, 200, benchStay().checkIn);
}
const searches = rotatingSearches(istanbulDate(new Date())).map((path) => {
  const query = new URL(path, 'http://x').searchParams;
  const ages = JSON.parse(query.get('childrenAges') ?? '[]') as number[];
  return {
    checkIn: query.get('checkIn') ?? undefined,
    checkOut: query.get('checkOut') ?? undefined,
    party: {
      adults: Number(query.get('adults')),
      children: Number(query.get('children')),
      childrenAgeGroups: ageGroupsFromAges(ages) ?? undefined,
    },
  };
});
const version = await catalogueChanges(database).current();
const page = { page: 1, pageSize: 24 };
for (let round = 0; round < ROUNDS; round++) {
  let bytes = 0;
  const started = process.cpuUsage();
  const bodies: Buffer[] = [];
  for (const search of searches) {
    const body = await availableApartmentsBody(database, search, 'tr', page, { version });
    bytes += body.length;
    bodies.push(body);
  }
  const searched = process.cpuUsage(started);
  const perSearch = (searched.user + searched.system) / searches.length;
  const compressed: Record<string, string> = {};
  for (const quality of [0, 1]) {
    const before = process.cpuUsage();
    let out = 0;
    for (const body of bodies) {
      out += brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }).length;
    }
    const used = process.cpuUsage(before);
    compressed[`q${quality}`] =
      `${Math.round((used.user + used.system) / bodies.length)} µs, ${Math.round(out / bodies.length)} B`;
  }
  console.log(
    `round ${round}: search ${Math.round(perSearch)} µs CPU, body ${Math.round(bytes / searches.length)} B; brotli ${JSON.stringify(compressed)}`,
  );
}
await database.close();
