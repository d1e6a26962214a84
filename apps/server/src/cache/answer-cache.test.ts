import { describe, expect, it } from 'vitest';
import { AnswerCache, type AnswerCacheOptions } from './answer-cache.ts';

function cacheWith(options: Partial<AnswerCacheOptions<string>> = {}) {
  let now = 1_000;
  const cache = new AnswerCache<string>({
    name: 'test',
    ttlMs: 2000,
    maxEntries: 10,
    maxBytes: 1000,
    sizeOf: (value) => value.length,
    now: () => now,
    ...options,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

/** A computation that counts its runs and can be finished from the test. */
function counted(value: string) {
  let runs = 0;
  const compute = async () => {
    runs++;
    return `${value}#${runs}`;
  };
  return { compute, runs: () => runs };
}

describe('AnswerCache', () => {
  it('answers from the cache within the time to live and at the same version', async () => {
    const { cache, advance } = cacheWith();
    const answer = counted('a');
    expect(await cache.get('key', 'v1', answer.compute)).toBe('a#1');
    advance(1999);
    expect(await cache.get('key', 'v1', answer.compute)).toBe('a#1');
    expect(answer.runs()).toBe(1);
  });

  it('computes again once the time to live has passed', async () => {
    const { cache, advance } = cacheWith();
    const answer = counted('a');
    await cache.get('key', 'v1', answer.compute);
    advance(2000);
    expect(await cache.get('key', 'v1', answer.compute)).toBe('a#2');
  });

  it('computes again as soon as the version moved, and forgets the older answer', async () => {
    const { cache } = cacheWith();
    const answer = counted('a');
    await cache.get('key', 'v1', answer.compute);
    expect(await cache.get('key', 'v2', answer.compute)).toBe('a#2');
    expect(await cache.get('key', 'v2', answer.compute)).toBe('a#2');
    expect(cache.size).toBe(1);
  });

  it('runs a burst of identical misses once and gives every caller the result', async () => {
    const { cache } = cacheWith();
    let release: (value: string) => void = () => undefined;
    let runs = 0;
    const slow = () => {
      runs++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const callers = Array.from({ length: 50 }, () => cache.get('key', 'v1', slow));
    release('shared');
    expect(await Promise.all(callers)).toEqual(Array(50).fill('shared'));
    expect(runs).toBe(1);
  });

  it('does not keep failures: the next caller tries again', async () => {
    const { cache } = cacheWith();
    await expect(cache.get('key', 'v1', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(
      cache.get('key', 'v1', () => {
        throw new Error('thrown');
      }),
    ).rejects.toThrow('thrown');
    expect(cache.size).toBe(0);
    expect(await cache.get('key', 'v1', async () => 'fine')).toBe('fine');
  });

  it('shares but does not keep answers it may not store', async () => {
    const { cache } = cacheWith({ isStorable: (value) => !value.startsWith('private') });
    const answer = counted('private');
    const [first, second] = await Promise.all([
      cache.get('key', 'v1', answer.compute),
      cache.get('key', 'v1', answer.compute),
    ]);
    expect([first, second]).toEqual(['private#1', 'private#1']);
    expect(await cache.get('key', 'v1', answer.compute)).toBe('private#2');
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entries beyond the entry cap', async () => {
    const { cache } = cacheWith({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, 'v1', async () => key);
    await cache.get('a', 'v1', async () => 'a again'); // a is now the most recently used
    await cache.get('d', 'v1', async () => 'd');
    expect(cache.size).toBe(3);
    expect(await cache.get('a', 'v1', async () => 'recomputed')).toBe('a');
    expect(await cache.get('b', 'v1', async () => 'recomputed')).toBe('recomputed');
  });

  it('keeps the stored answers under the byte cap', async () => {
    const { cache } = cacheWith({ maxBytes: 250 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, 'v1', async () => key.repeat(100));
    expect(cache.bytes).toBeLessThanOrEqual(250);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 'v1', async () => 'recomputed')).toBe('recomputed');
  });
});
