import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';

/** The channel migration 0003's triggers notify on every committed write to the catalogue. */
export const CATALOGUE_CHANNEL = 'konak_catalogue';

/**
 * Counters of the changes this process has heard of. `listings` moves when apartments, tours, their texts and
 * pictures, amenities, home pictures or legal texts change; `prices` when the pricing calendar does (prices,
 * minimum stays, closed nights); `bookings` when reservations do; `settings` when the operator's site settings do
 * (decision 073). Anything cached with an older value is stale.
 */
export type CatalogueVersion = { listings: number; prices: number; bookings: number; settings: number };
export const CHANGE_KINDS = ['listings', 'prices', 'bookings', 'settings'] as const;

export interface CatalogueChanges {
  /**
   * The version once every change committed before this call has been heard of, or null while changes cannot be
   * followed (the listening connection is down): callers then read the database instead of their caches.
   */
  current(): Promise<CatalogueVersion | null>;
  close(): Promise<void>;
}

/** Every part, for answers that depend on the whole catalogue (pages also show the site settings). */
export function versionKey(version: CatalogueVersion): string {
  return `${version.listings}.${version.prices}.${version.bookings}.${version.settings}`;
}

const followers = new WeakMap<DatabaseHandle, CatalogueChanges>();

/** The one follower of a database in this process, started on first use. */
export function catalogueChanges(database: DatabaseHandle): CatalogueChanges {
  let follower = followers.get(database);
  if (!follower) {
    follower = database.kind === 'pglite' ? followPglite(database.client) : followPostgres(database.client);
    followers.set(database, follower);
  }
  return follower;
}

/** Stops following (the PostgreSQL listener connection closes); a later use starts a new follower. */
export async function stopFollowingChanges(database: DatabaseHandle): Promise<void> {
  const follower = followers.get(database);
  if (!follower) return;
  followers.delete(database);
  await follower.close();
}

function counters() {
  const version: CatalogueVersion = { listings: 0, prices: 0, bookings: 0, settings: 0 };
  return {
    version,
    heard(payload: string | undefined) {
      const kind = CHANGE_KINDS.find((known) => known === payload);
      if (kind) version[kind]++;
      // An unknown part (a newer trigger) or a gap in what we heard: everything may have changed.
      else for (const known of CHANGE_KINDS) version[known]++;
    },
  };
}

/**
 * PGlite runs inside this process and hands a notification to its listeners before the query that committed the
 * change resolves, so the counters are exact without any round trip.
 */
function followPglite(client: PGlite): CatalogueChanges {
  const { version, heard } = counters();
  let closed = false;
  const listening = client.listen(CATALOGUE_CHANNEL, heard).then(
    (unlisten) => unlisten,
    () => null,
  );
  return {
    async current() {
      const unlisten = await listening;
      return unlisten && !closed ? { ...version } : null;
    },
    async close() {
      closed = true;
      const unlisten = await listening;
      await unlisten?.().catch(() => undefined);
    },
  };
}

const RECONNECT_AFTER_MS = 1000;

/**
 * PostgreSQL: one dedicated connection per process LISTENs. Notifications travel on it ahead of the answer to any
 * later query, so a `select 1` on it is a barrier: once it answers, every change committed before it was sent has
 * been heard. Callers share barriers (one in flight, one queued), so a burst of requests costs two round trips.
 * The connection is (re)opened on demand, at most once a second; until it listens, current() answers null.
 */
function followPostgres(pool: pg.Pool): CatalogueChanges {
  const { version, heard } = counters();
  let listener: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let closed = false;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  const dropped = new WeakSet<pg.Client>();
  const drop = (client: pg.Client) => {
    if (listener === client) listener = null;
    if (dropped.has(client)) return;
    dropped.add(client);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: pool.options.connectionString });
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) heard(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch {
      drop(client);
      return;
    }
    if (closed) return drop(client);
    // Whatever changed while nobody listened went unheard.
    heard(undefined);
    listener = client;
  };

  const barrier = (client: pg.Client): Promise<void> => {
    if (!running) {
      running = client.query('select 1').then(
        () => {
          running = undefined;
        },
        (error: unknown) => {
          running = undefined;
          throw error;
        },
      );
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return barrier(client);
      });
    return queued;
  };

  return {
    async current() {
      if (closed) return null;
      if (!listener && !connecting && Date.now() - lastAttempt >= RECONNECT_AFTER_MS) {
        lastAttempt = Date.now();
        connecting = connect().finally(() => {
          connecting = null;
        });
      }
      if (connecting) await connecting;
      const client = listener;
      if (!client) return null;
      try {
        await barrier(client);
      } catch {
        drop(client);
        return null;
      }
      return listener === client ? { ...version } : null;
    },
    async close() {
      closed = true;
      await connecting;
      if (listener) drop(listener);
    },
  };
}
