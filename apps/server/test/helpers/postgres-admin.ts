import pg from 'pg';

// Kept free of vitest imports: global-setup runs outside the test runtime.

export function databaseUrlFor(adminUrl: string, databaseName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await runAdminQuery(adminUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`);
}

/** Runs one statement on a short-lived connection to the admin database (TEST_DATABASE_URL). */
export async function runAdminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  adminUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
