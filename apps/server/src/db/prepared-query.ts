import type { Database } from './client.ts';

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
