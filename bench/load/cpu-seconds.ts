// CPU time spent by the processes of a load, so a change can be judged by what one request costs rather than by
// latency, which on a shared 2-core machine follows whatever else is running.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

// Linux reports utime and stime in clock ticks; USER_HZ is 100 on every Linux the project runs on.
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 when it is gone or /proc is not there. */
export function processCpuSeconds(pid: number): number {
  try {
    return cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** utime + stime of a /proc stat line (a process's or a thread's), in seconds. */
function cpuSecondsOfStat(stat: string): number {
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the line are utime and stime; after the name, state is field 3, so they are at 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * CPU seconds of each thread of a process so far, summed by thread name: Node's main thread ("MainThread" once it
 * names itself), V8's helpers (GC, compilers: "V8Worker"), libuv's pool ("libuv-worker": zlib streams, file reads).
 * Empty when the process is gone or /proc is not there.
 */
export function threadCpuSeconds(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const thread of threads) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      byName.set(name, (byName.get(name) ?? 0) + cpuSecondsOfStat(stat));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return byName;
}

/** The PostgreSQL backends serving the bench database (other than the asking one), to read their CPU time. */
export async function databaseBackendPids(db: Database): Promise<number[]> {
  const result = await db.execute<{ pid: number }>(sql`
    select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
  return result.rows.map((row) => row.pid);
}

export type CpuSnapshot = { servers: number; database: Map<number, number>; bench: number };

export async function cpuSnapshot(db: Database, serverPids: readonly number[]): Promise<CpuSnapshot> {
  const database = new Map<number, number>();
  for (const pid of await databaseBackendPids(db)) database.set(pid, processCpuSeconds(pid));
  const usage = process.cpuUsage();
  return {
    servers: serverPids.reduce((total, pid) => total + processCpuSeconds(pid), 0),
    database,
    bench: (usage.user + usage.system) / 1e6,
  };
}

/**
 * CPU seconds used between two snapshots by the servers, the database backends and this script. A backend that
 * started during the load counts from zero; one that ended before the second snapshot is missed (the pools keep
 * their connections for 10 s of idleness, longer than any gap in a load).
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot) {
  let database = 0;
  for (const [pid, seconds] of after.database) database += seconds - (before.database.get(pid) ?? 0);
  return { servers: after.servers - before.servers, database, bench: after.bench - before.bench };
}
