import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { loadDemoSeed, loadLegalTexts } from '../demo-content.ts';
import { adminInputSchema, createAdmin } from '../modules/auth/surface.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const usage = `Usage:
  node apps/server/src/db/cli.ts migrate
  node apps/server/src/db/cli.ts seed
  node apps/server/src/db/cli.ts seed-legal   (only the legal texts: safe on a production database)
  node apps/server/src/db/cli.ts create-admin --email <email> --password <password> [--name <name>]

Uses DATABASE_URL (PostgreSQL) when set, otherwise the embedded database in DATA_DIR/db (DATA_DIR defaults to ./data).`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...extra] = positionals;
  if (values.help || !command) {
    console.log(usage);
    if (!values.help) process.exitCode = 1;
    return;
  }
  if (extra.length > 0 || !['migrate', 'seed', 'seed-legal', 'create-admin'].includes(command)) {
    throw new UsageError(`Unknown command: ${positionals.join(' ')}`);
  }
  if (command === 'create-admin' && (!values.email || !values.password)) {
    throw new UsageError('create-admin needs --email and --password');
  }
  const admin =
    command === 'create-admin'
      ? adminInputSchema.parse({
          email: values.email,
          password: values.password,
          name: values.name ?? 'Administrator',
        })
      : undefined;

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  console.log(
    databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${dataDir}/db`,
  );
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    // Every command migrates first: it is idempotent and spares a "relation does not exist" on a new database.
    await migrateDatabase(handle);
    console.log('Migrations applied; the schema is up to date.');
    if (command === 'seed') await runSeed(handle);
    if (command === 'seed-legal') await runLegalSeed(handle);
    if (admin) {
      const result = await createAdmin(handle.db, admin.email, admin.password, admin.name);
      console.log(
        result.created
          ? `Created admin ${result.email}.`
          : `${result.email} already existed: it is now an admin with the new password.`,
      );
    }
  } finally {
    await handle.close();
  }
}

async function runSeed(handle: DatabaseHandle): Promise<void> {
  const { DEMO_ADMIN, seedDemo } = await loadDemoSeed();
  const summary = await seedDemo(handle.db);
  console.log(`Amenity catalogue: ${summary.amenities} amenities.`);
  console.log(`Legal texts: ${summary.legalDocuments} added or updated.`);
  console.log(
    summary.adminCreated
      ? `Created demo admin ${DEMO_ADMIN.email} with password ${DEMO_ADMIN.password} (local use only).`
      : `Demo admin ${DEMO_ADMIN.email} already exists; left unchanged.`,
  );
}

async function runLegalSeed(handle: DatabaseHandle): Promise<void> {
  const { seedLegalDocuments } = await loadLegalTexts();
  const { files, written } = await seedLegalDocuments(handle.db);
  console.log(`Legal texts: ${files} files, ${written} added or updated, ${files - written} unchanged.`);
}

class UsageError extends Error {}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
  } else if (error instanceof ZodError) {
    console.error(
      `Invalid input: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  } else if (
    error instanceof Error &&
    error.name === 'TypeError' &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`${error.message}\n\n${usage}`);
  } else {
    console.error(error instanceof Error ? `Failed: ${error.message}` : error);
    if (error instanceof Error && error.cause instanceof Error)
      console.error(`Cause: ${error.cause.message}`);
  }
  process.exitCode = 1;
}
