import { cacheRequests } from '../metrics/metrics.ts';

/**
 * A small in-process cache of whole answers (decision 038): an entry is served while its catalogue version is the
 * current one and it is younger than the time to live; a burst of identical misses runs the computation once and
 * every caller shares its result; the least recently used entries go when there are too many or they weigh too much.
 */
export type AnswerCacheOptions<Value, Version = string> = {
  /** The cache's label in the hit/miss metrics (decision 099). */
  name: string;
  /** How long an answer may be served after its computation started, whatever the version says. */
  ttlMs: number;
  maxEntries: number;
  /** Upper bound of the summed `sizeOf` of the stored answers. */
  maxBytes: number;
  sizeOf: (value: Value) => number;
  /** Answers that must not be kept (errors, personal responses); the callers waiting for it still get it. */
  isStorable?: (value: Value) => boolean;
  /**
   * Whether an entry computed at `stored` may answer at `current`; `value` is undefined while it is being computed.
   * Default: the versions are equal. The page cache compares only the parts a page read (decision 100).
   */
  isCurrent?: (stored: Version, current: Version, value: Value | undefined) => boolean;
  now?: () => number;
};

type Entry<Value, Version> = {
  version: Version;
  startedAt: number;
  pending: Promise<Value>;
  /** Set once computed and stored. */
  value?: Value;
  size: number;
};

export class AnswerCache<Value, Version = string> {
  readonly #options: AnswerCacheOptions<Value, Version>;
  readonly #now: () => number;
  readonly #isCurrent: (stored: Version, current: Version, value: Value | undefined) => boolean;
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  readonly #entries = new Map<string, Entry<Value, Version>>();
  #bytes = 0;

  constructor(options: AnswerCacheOptions<Value, Version>) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#isCurrent = options.isCurrent ?? ((stored, current) => stored === current);
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The stored or in-flight answer for `key` at `version`, else the result of `compute`, shared by all askers. */
  get(key: string, version: Version, compute: () => Promise<Value>): Promise<Value> {
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry) {
      if (this.#usable(entry, version, now)) {
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        cacheRequests.inc({ cache: this.#options.name, result: 'hit' });
        return entry.pending;
      }
      this.#remove(key, entry);
    }
    cacheRequests.inc({ cache: this.#options.name, result: 'miss' });
    let pending: Promise<Value>;
    try {
      pending = compute();
    } catch (error) {
      return Promise.reject(error);
    }
    const started: Entry<Value, Version> = { version, startedAt: now, pending, size: 0 };
    this.#entries.set(key, started);
    started.pending.then(
      (value) => this.#settle(key, started, value),
      () => this.#remove(key, started),
    );
    return started.pending;
  }

  /** The stored or in-flight answer for `key` at `version`, without computing one. */
  peek(key: string, version: Version): Promise<Value> | undefined {
    const entry = this.#entries.get(key);
    if (!entry || !this.#usable(entry, version, this.#now())) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.pending;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #usable(entry: Entry<Value, Version>, version: Version, now: number): boolean {
    return (
      now - entry.startedAt < this.#options.ttlMs && this.#isCurrent(entry.version, version, entry.value)
    );
  }

  #settle(key: string, entry: Entry<Value, Version>, value: Value) {
    if (this.#entries.get(key) !== entry) return;
    if (this.#options.isStorable && !this.#options.isStorable(value)) {
      this.#remove(key, entry);
      return;
    }
    entry.value = value;
    entry.size = this.#options.sizeOf(value);
    this.#bytes += entry.size;
    this.#evict();
  }

  #remove(key: string, entry: Entry<Value, Version>) {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  #evict() {
    const { maxEntries, maxBytes } = this.#options;
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= maxEntries && this.#bytes <= maxBytes) return;
      this.#remove(key, entry);
    }
  }
}
