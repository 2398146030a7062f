/**
 * Shared counters and short-lived values: Redis when REDIS_URL is set (so several server
 * processes agree), process memory otherwise.
 */
export interface KvStore {
  /** Adds one to a counter that lives `ttlMs` from its first increment; returns the new count. */
  incr(key: string, ttlMs: number): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Reads and deletes in one step; for single-use values. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

export const createMemoryKv = (now: () => number = Date.now): KvStore => {
  const entries = new Map<string, { value: string; expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  let sweeps = 0;
  const sweep = () => {
    if (++sweeps % 1000 !== 0) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.expires <= t) entries.delete(key);
  };
  return {
    async incr(key, ttlMs) {
      sweep();
      const entry = live(key);
      if (!entry) {
        entries.set(key, { value: '1', expires: now() + ttlMs });
        return 1;
      }
      entry.value = String(Number(entry.value) + 1);
      return Number(entry.value);
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      sweep();
      entries.set(key, { value, expires: now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value, expires: now() + ttlMs });
      return true;
    },
    async take(key) {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    async del(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
};

export const createRedisKv = async (url: string, prefix = 'bp:'): Promise<KvStore> => {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, keyPrefix: prefix });
  await redis.connect();
  return {
    async incr(key, ttlMs) {
      const [[, count]] = (await redis.multi().incr(key).pexpire(key, ttlMs, 'NX').exec()) as [[unknown, number]];
      return count;
    },
    get: (key) => redis.get(key),
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(key, value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    take: (key) => redis.getdel(key),
    async del(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
};
