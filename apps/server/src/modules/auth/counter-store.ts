import type { Redis } from 'ioredis';

/**
 * Expiring counters and flags for login throttling, captcha single use and similar limits: in Redis when
 * REDIS_URL is set (shared by every instance, atomic), otherwise in this process.
 */
export type CounterStore = {
  /** Adds one; the window starts with the first increment and is not extended by later ones. */
  increment(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The current count (0 when absent or expired) and its remaining time. */
  read(key: string): Promise<{ count: number; ttlMs: number }>;
  /** Sets a flag for `ttlMs` unless it is already set; true when this call set it (single use). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Sets (or renews) a flag for `ttlMs`. */
  set(key: string, ttlMs: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
};

const KEY_PREFIX = 'konak:auth:';

// INCR and PEXPIRE in one step, so a crash between them cannot leave a counter that never expires.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export function redisCounterStore(redis: Redis): CounterStore {
  const k = (key: string) => KEY_PREFIX + key;
  return {
    async increment(key, windowMs) {
      const [count, ttlMs] = (await redis.eval(INCREMENT_SCRIPT, 1, k(key), windowMs)) as [number, number];
      return { count, ttlMs: Math.max(0, ttlMs) };
    },
    async read(key) {
      const [[, value], [, ttlMs]] = (await redis.multi().get(k(key)).pttl(k(key)).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return { count: Number(value ?? 0), ttlMs: Math.max(0, ttlMs) };
    },
    async claim(key, ttlMs) {
      return (await redis.set(k(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async set(key, ttlMs) {
      await redis.set(k(key), '1', 'PX', ttlMs);
    },
    async delete(...keys) {
      if (keys.length > 0) await redis.del(...keys.map(k));
    },
  };
}

// Bounds the in-process map; expired entries are swept when it grows past this.
const SWEEP_THRESHOLD = 10_000;

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    if (entries.size < SWEEP_THRESHOLD) return;
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  };
  return {
    async increment(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, ttlMs: entry.expiresAt - now() };
    },
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.expiresAt - now() } : { count: 0, ttlMs: 0 };
    },
    async claim(key, ttlMs) {
      sweep();
      if (live(key)) return false;
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
      return true;
    },
    async set(key, ttlMs) {
      sweep();
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
    },
    async delete(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

export function createCounterStore(redis: Redis | undefined): CounterStore {
  return redis ? redisCounterStore(redis) : memoryCounterStore();
}
