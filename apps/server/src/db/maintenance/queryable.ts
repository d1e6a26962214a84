/** What both engines' clients offer (PGlite, a pg client): one query with parameters, answered with rows. */
export interface Queryable {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Text output that is the same on every server whatever its configuration: checksums of row text compare the two
 * sides only when timestamps, dates, intervals, floats and bytes are written alike.
 */
export async function useCanonicalOutput(db: Queryable): Promise<void> {
  for (const setting of [
    "set timezone = 'UTC'",
    "set datestyle = 'ISO, YMD'",
    "set intervalstyle = 'postgres'",
    'set extra_float_digits = 1',
    "set bytea_output = 'hex'",
  ]) {
    await db.query(setting);
  }
}

/** The tables of the public schema, by name. */
export async function publicTables(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

export type TableSummary = { table: string; rows: number; checksum: string };

/**
 * Row count and checksum of a table: the md5 of its rows' md5s in sorted order, so the order rows are stored in does
 * not matter and no table's whole text is held at once.
 */
export async function summarizeTable(db: Queryable, table: string): Promise<TableSummary> {
  const [row] = (
    await db.query<{ rows: number; checksum: string }>(
      `select count(*)::int as rows,
              md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as checksum
         from ${quoteIdentifier(table)} t`,
    )
  ).rows;
  if (!row) throw new Error(`no summary of ${table}`);
  return { table, rows: row.rows, checksum: row.checksum };
}

/** The tables that hold rows, with their counts: a target that lists any is not empty. */
export async function tablesWithRows(db: Queryable): Promise<{ table: string; rows: number }[]> {
  const found: { table: string; rows: number }[] = [];
  for (const table of await publicTables(db)) {
    const [row] = (
      await db.query<{ rows: number }>(`select count(*)::int as rows from ${quoteIdentifier(table)}`)
    ).rows;
    if (row && row.rows > 0) found.push({ table, rows: row.rows });
  }
  return found;
}

/** Prints summaries as an aligned table, with a last column when comparing two sides. */
export function formatSummaries(
  summaries: TableSummary[],
  verdict?: (summary: TableSummary) => string,
): string {
  const width = Math.max(5, ...summaries.map((summary) => summary.table.length));
  const lines = [
    `${'table'.padEnd(width)}  ${'rows'.padStart(8)}  ${'checksum (md5)'.padEnd(32)}${verdict ? '  result' : ''}`,
  ];
  for (const summary of summaries) {
    lines.push(
      `${summary.table.padEnd(width)}  ${String(summary.rows).padStart(8)}  ${summary.checksum}${verdict ? `  ${verdict(summary)}` : ''}`,
    );
  }
  return lines.join('\n');
}
