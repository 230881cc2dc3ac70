import type { Redis } from "ioredis";

/**
 * What the limits learn about accounts from the upstream's answers (issue 39 items 4 and 5), under keyed
 * hashes only: which identifiers belong to one account, and which number a login's SMS goes to. In
 * memory by default, in Redis beside the counters with REDIS_URL, so every instance knows the same.
 */
export interface AccountFacts {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}

// Bounded: each entry is two short hashes; the oldest are forgotten first when full.
const MEMORY_ENTRIES = 100_000;

export function memoryFacts(now: () => number = Date.now): AccountFacts {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt > now()) return entry.value;
      entries.delete(key);
      return null;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      if (entries.size >= MEMORY_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
  };
}

export function redisFacts(redis: Redis): AccountFacts {
  return {
    get: (key) => redis.get(`ar:fact:${key}`),
    async set(key, value, ttlSeconds) {
      await redis.set(`ar:fact:${key}`, value, "EX", ttlSeconds);
    },
  };
}
