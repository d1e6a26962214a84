import {
  publicTables,
  type Queryable,
  quoteIdentifier,
  summarizeTable,
  type TableSummary,
  tablesWithRows,
  useCanonicalOutput,
} from './queryable.ts';

/** Rows fetched and inserted at a time: stored files are up to a few hundred kilobytes each. */
const BATCH_ROWS = 100;

export class TargetNotEmptyError extends Error {
  readonly tables: { table: string; rows: number }[];
  constructor(tables: { table: string; rows: number }[]) {
    super(
      `the target database is not empty (${tables.map(({ table, rows }) => `${table}: ${rows} rows`).join(', ')}); ` +
        'db:move copies into an empty database only',
    );
    this.tables = tables;
  }
}

export class CopyMismatchError extends Error {
  readonly report: MoveReport;
  constructor(report: MoveReport) {
    super('the copy differs from the source; nothing was kept');
    this.report = report;
  }
}

export type MoveReport = { source: TableSummary[]; target: TableSummary[] };

/**
 * Refuses a target that holds any row; a target with no tables or only empty ones (migrated already) is fine.
 * Checked before the target is migrated, so a foreign database is never touched.
 */
export async function assertEmptyTarget(target: Queryable): Promise<void> {
  const found = await tablesWithRows(target);
  if (found.length > 0) throw new TargetNotEmptyError(found);
}

/**
 * Copies every table of the source's public schema into the target (both migrated to the same schema), in one
 * transaction on the target: parents before children, sequences set to the source's values, then every table's row
 * count and checksum compared on both sides before the commit. A difference rolls everything back
 * (CopyMismatchError). The source is only read, inside one transaction, so it is seen as of one moment.
 */
export async function moveDatabase(source: Queryable, target: Queryable): Promise<MoveReport> {
  await useCanonicalOutput(source);
  await source.query('begin transaction isolation level repeatable read read only');
  try {
    await target.query('begin');
    try {
      await useCanonicalOutput(target);
      await assertEmptyTarget(target);
      const tables = await dependencyOrder(source);
      const targetTables = new Set(await publicTables(target));
      const missing = tables.filter((table) => !targetTables.has(table));
      if (missing.length > 0) throw new Error(`tables missing in the target: ${missing.join(', ')}`);
      for (const table of tables) await copyTable(source, target, table);
      await copySequences(source, target);
      const report: MoveReport = { source: [], target: [] };
      for (const table of [...tables].sort()) {
        report.source.push(await summarizeTable(source, table));
        report.target.push(await summarizeTable(target, table));
      }
      if (!sameSummaries(report)) throw new CopyMismatchError(report);
      await target.query('commit');
      return report;
    } catch (error) {
      await target.query('rollback');
      throw error;
    }
  } finally {
    await source.query('rollback');
  }
}

export function sameSummaries({ source, target }: MoveReport): boolean {
  return (
    source.length === target.length &&
    source.every(
      (summary, index) =>
        summary.table === target[index]?.table &&
        summary.rows === target[index]?.rows &&
        summary.checksum === target[index]?.checksum,
    )
  );
}

/** The public tables, each after every table its foreign keys point at. */
async function dependencyOrder(db: Queryable): Promise<string[]> {
  const tables = await publicTables(db);
  const { rows } = await db.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of rows) {
    // A row pointing at its own table would need its parent row first; the schema has none, so refuse loudly.
    if (child === parent) throw new Error(`${child} references itself: db:move cannot order its rows`);
    parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0) throw new Error('the foreign keys form a cycle: db:move cannot order the tables');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/**
 * Reads the table through a cursor as JSON rows and inserts them by batches with json_populate_recordset, which
 * turns each value back through its type's input function: every type (ranges, arrays, jsonb, bytea in hex) comes
 * back as it was. Generated columns are left for the target to compute.
 */
async function copyTable(source: Queryable, target: Queryable, table: string): Promise<void> {
  const { rows: columns } = await source.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  const list = columns.map((column) => quoteIdentifier(column.name)).join(', ');
  const quoted = quoteIdentifier(table);
  await source.query(
    `declare move_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted} t`,
  );
  try {
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`fetch ${BATCH_ROWS} from move_rows`);
      if (rows.length === 0) break;
      await target.query(
        `insert into ${quoted} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${quoted}, $1::json)`,
        [`[${rows.map((row) => row.row).join(',')}]`],
      );
    }
  } finally {
    await source.query('close move_rows');
  }
}

/** Every sequence of the public schema (identity columns' too) continues where the source's stands. */
async function copySequences(source: Queryable, target: Queryable): Promise<void> {
  const { rows } = await source.query<{ name: string; last: string | null }>(
    `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, last } of rows) {
    // A sequence never used has no last value: the target's, as new, is already right.
    if (last === null) continue;
    await target.query('select setval($1::regclass, $2::bigint, true)', [quoteIdentifier(name), last]);
  }
}
