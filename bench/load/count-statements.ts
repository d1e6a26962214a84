// Counts the statements a server process sends to PostgreSQL, by their SQL text, and writes the tally when the
// process ends: `BENCH_NODE_ARGS="--import ./bench/load/count-statements.ts" npm run bench:booking` writes one
// `statements-<pid>.txt` per server into STATEMENTS_DIR (default: the system's temporary folder). For finding round
// trips (decision 097) where PostgreSQL has no pg_stat_statements; not for timing runs (it costs a little per query).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The server's own copy of pg, the one drizzle uses.
const require = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
const pg = require('pg') as typeof import('pg');
const counts = new Map<string, number>();
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
  const [config] = args;
  const text = typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');
  const key = text.replace(/\s+/g, ' ').trim().slice(0, 160);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on('exit', () => {
  const lines = [...counts].sort((a, b) => b[1] - a[1]).map(([text, count]) => `${count}\t${text}`);
  const folder = process.env.STATEMENTS_DIR ?? tmpdir();
  writeFileSync(path.join(folder, `statements-${process.pid}.txt`), `${lines.join('\n')}\n`);
});
