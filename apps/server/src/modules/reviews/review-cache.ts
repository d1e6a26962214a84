import { AnswerCache } from '../../cache/answer-cache.ts';
import { catalogueChanges } from '../../cache/catalogue-changes.ts';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * Review answers of public pages (an apartment's first page, the home carousel), kept per process while no
 * `listings` change was heard (reviews notify that part, migration 0006; decision 038), so an apartment page or
 * the home page costs no query for them. Bounded by count and size; ten minutes at most, like the catalogue.
 */
const caches = new WeakMap<DatabaseHandle, AnswerCache<unknown>>();

function cacheOf(database: DatabaseHandle): AnswerCache<unknown> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new AnswerCache<unknown>({
      name: 'reviews',
      ttlMs: 10 * 60_000,
      maxEntries: 2000,
      maxBytes: 16 * 1024 * 1024,
      sizeOf: (value) => JSON.stringify(value).length * 2,
    });
    caches.set(database, cache);
  }
  return cache;
}

export async function cachedReviews<Value>(
  database: DatabaseHandle,
  key: string,
  compute: () => Promise<Value>,
): Promise<Value> {
  const version = await catalogueChanges(database).current();
  // Changes cannot be followed right now (PostgreSQL listener down): read through.
  if (!version) return compute();
  return cacheOf(database).get(key, String(version.listings), compute) as Promise<Value>;
}
