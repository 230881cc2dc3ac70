import { createHash, randomBytes } from "node:crypto";
import { getConfig } from "../config.server";
import { newRedisClient } from "../redis-client.server";
import type { RequestContext } from "../request-context";

/**
 * Design §7 / issue 11 item 7: a secret carried between two steps (the ambiguous-login password) stays
 * on the server under a random single-use key with a short lifetime; the browser holds only the key,
 * inside the sealed session. In memory by default; in Redis with REDIS_URL, so an instance other than
 * the one that stored it can take it (once).
 */
interface Backend {
  put(id: string, value: string, ttlMs: number): Promise<void>;
  take(id: string): Promise<string | null>;
  close?(): Promise<void>;
}

function memoryBackend(now: () => number = Date.now): Backend {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [id, entry] of entries) if (entry.expiresAt <= time) entries.delete(id);
  }, 60_000);
  sweep.unref();
  return {
    async put(id, value, ttlMs) {
      entries.set(id, { value, expiresAt: now() + ttlMs });
    },
    async take(id) {
      const entry = entries.get(id);
      entries.delete(id);
      return entry && entry.expiresAt > now() ? entry.value : null;
    },
  };
}

function redisBackend(url: string): Backend {
  // The same bounds as the limits' client: a Redis that stops answering fails the call within 1 s.
  const redis = newRedisClient(url);
  // Errors surface on each call (fail closed); the event only keeps ioredis from printing them.
  redis.on("error", () => undefined);
  // Commands are not queued while connecting (fail closed); the first ones wait, briefly, for the link.
  const ready = async () => {
    if (redis.status === "ready") return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("redis not ready")), 2_000);
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  };
  return {
    async put(id, value, ttlMs) {
      await ready();
      await redis.set(`ar:secret:${id}`, value, "PX", ttlMs);
    },
    async take(id) {
      await ready();
      // GETDEL: read and delete in one step, so two instances cannot both use the key.
      return redis.getdel(`ar:secret:${id}`);
    },
    async close() {
      redis.disconnect();
    },
  };
}

// The process's memory store lives on globalThis: each language's build holds its own copy of this
// module (decision 164), and a secret kept while the page was Italian must be found once it is English.
const MEMORY_KEY = Symbol.for("area-riservata.secret-memory");
type Shared = { [MEMORY_KEY]?: Backend };

let backend: Backend | undefined;
function store(): Backend {
  if (!backend) {
    const url = getConfig().redisUrl;
    backend = url ? redisBackend(url) : ((globalThis as Shared)[MEMORY_KEY] ??= memoryBackend());
  }
  return backend;
}

/** Tests swap the store (a fake clock, or a given Redis URL); the function returned closes it. */
export function useSecretBackend(kind: "memory" | { redisUrl: string }, now?: () => number): () => Promise<void> {
  const chosen = kind === "memory" ? memoryBackend(now) : redisBackend(kind.redisUrl);
  backend = chosen;
  return async () => chosen.close?.();
}

// What is stored is named by a hash of the key: a store dump does not give the keys cookies carry.
const idOf = (key: string) => createHash("sha256").update(key).digest("base64url");

/** Stores `value` for `ttlMs` and returns the random key that takes it back once. */
export async function putSecret(value: string, ttlMs: number): Promise<string> {
  const key = randomBytes(32).toString("base64url");
  await store().put(idOf(key), value, ttlMs);
  return key;
}

/**
 * The same, for code that cannot wait (a flow decision applied while an action builds its answer):
 * the key now, the write registered with the request, which the server awaits before answering, so
 * the browser never holds a key whose secret is not stored yet (and a failed write fails the request).
 */
export function putSecretWithRequest(context: Pick<RequestContext, "pendingWrites">, value: string, ttlMs: number): string {
  const key = randomBytes(32).toString("base64url");
  const written = store().put(idOf(key), value, ttlMs);
  context.pendingWrites.push(written);
  return key;
}

/** The secret, deleted as it is read: null once used, expired or never stored. */
export async function takeSecret(key: string): Promise<string | null> {
  return store().take(idOf(key));
}
