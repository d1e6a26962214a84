import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database, QueryRows } from './client.ts';

/**
 * A query built once per database handle and sent as a named prepared statement (decision 097): drizzle does not
 * build its SQL again on every call, and PostgreSQL parses and plans it once per connection. For the hot reads of a
 * booking that run outside a transaction; a query made in a transaction is tied to its connection, so a `tx`
 * gets its own copy, which ends with it.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Raw SQL whose values are `sql.placeholder(…)`s, built once and sent as a named prepared statement (decision 112),
 * for reads too rich for the query builder that every booking makes. `execute(values)` answers the driver's rows.
 */
export function preparedSql<Row>(name: string, statement: SQL): (db: Database) => PreparedRows<Row> {
  const query = new PgDialect().sqlToQuery(statement);
  return preparedQuery((db) =>
    db._.session.prepareQuery<PreparedQueryConfig & { execute: QueryRows<Row> }>(
      query,
      undefined,
      name,
      false,
    ),
  );
}

type PreparedRows<Row> = { execute(values: Record<string, unknown>): Promise<QueryRows<Row>> };
