import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type CounterStore, memoryCounterStore, redisCounterStore } from './counter-store.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.quit());

let clock = 1_000_000;
const stores: Array<[string, () => CounterStore, boolean]> = [
  ['memory', () => memoryCounterStore(() => clock), true],
  ...(redis
    ? [['redis', () => redisCounterStore(redis), false] as [string, () => CounterStore, boolean]]
    : []),
];

describe.each(stores)('%s counter store', (_name, makeStore, controlsClock) => {
  const key = (name: string) => `test:${name}:${Math.random().toString(36).slice(2)}`;

  it('counts within a window that starts with the first increment', async () => {
    const store = makeStore();
    const k = key('count');
    expect(await store.read(k)).toEqual({ count: 0, ttlMs: 0 });
    expect((await store.increment(k, 60_000)).count).toBe(1);
    const second = await store.increment(k, 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(59_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await store.read(k)).count).toBe(2);
  });

  it('counts atomically under concurrency', async () => {
    const store = makeStore();
    const k = key('parallel');
    const results = await Promise.all(Array.from({ length: 20 }, () => store.increment(k, 60_000)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('claims a flag once', async () => {
    const store = makeStore();
    const k = key('claim');
    expect(await store.claim(k, 60_000)).toBe(true);
    expect(await store.claim(k, 60_000)).toBe(false);
    await store.delete(k);
    expect(await store.claim(k, 60_000)).toBe(true);
  });

  it.runIf(controlsClock)('forgets counts and flags when their time is up', async () => {
    const store = makeStore();
    const k = key('expiry');
    await store.increment(k, 1000);
    await store.set(`${k}:flag`, 1000);
    clock += 999;
    expect((await store.read(k)).count).toBe(1);
    clock += 1;
    expect(await store.read(k)).toEqual({ count: 0, ttlMs: 0 });
    expect((await store.increment(k, 1000)).count).toBe(1);
    expect(await store.claim(`${k}:flag`, 1000)).toBe(true);
  });
});
