import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getConfig } from "../config.server";
import { newRedisClient, type RedisTarget } from "../redis-client.server";
import type { RequestContext } from "../request-context";

/**
 * Design §7 / issue 11 item 7: a secret carried between two steps (the ambiguous-login password) stays
 * on the server under a random single-use key with a short lifetime; the browser holds only the key,
 * inside the sealed session. In memory by default; in Redis with REDIS_URL, so an instance other than
 * the one that stored it can take it (once).
 *
 * Issue 39 / decision 176: the store never holds the secret in clear (Redis's append-only file keeps
 * what was written long after its lifetime). The key derives, with the session secret, both the entry's
 * id and an AES-256-GCM key; the store holds only the ciphertext, which nothing the server keeps opens.
 */
export interface SecretBackend {
  put(id: string, value: string, ttlMs: number): Promise<void>;
  take(id: string): Promise<string | null>;
  close?(): Promise<void>;
}

function memoryBackend(now: () => number = Date.now): SecretBackend {
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

function redisBackend(target: RedisTarget): SecretBackend {
  // The same bounds as the limits' client: a Redis that stops answering fails the call within 1 s.
  const redis = newRedisClient(target);
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
type Shared = { [MEMORY_KEY]?: SecretBackend };

let backend: SecretBackend | undefined;
function store(): SecretBackend {
  if (!backend) {
    const config = getConfig();
    // REDIS_URL, or the master a Sentinel set names (decision 188).
    const target = config.redisUrl ?? config.redisSentinel;
    backend = target ? redisBackend(target) : ((globalThis as Shared)[MEMORY_KEY] ??= memoryBackend());
  }
  return backend;
}

/** Tests swap the store (a fake clock, a given Redis URL, or one they read); the function returned closes it. */
export function useSecretBackend(kind: "memory" | { redisUrl: string } | SecretBackend, now?: () => number): () => Promise<void> {
  const chosen = kind === "memory" ? memoryBackend(now) : "redisUrl" in kind ? redisBackend(kind.redisUrl) : kind;
  backend = chosen;
  return async () => chosen.close?.();
}

/**
 * What one key opens: the id the store names the entry by (a store dump does not give the keys cookies
 * carry) and the entry's cipher key. HKDF-SHA256 of the key's 32 random bytes, salted with the session
 * secret: the id and the cipher key say nothing of each other, and neither is had without the secret.
 */
function entryOf(key: string): { id: string; cipherKey: Buffer } {
  const material = Buffer.from(key, "base64url");
  const salt = getConfig().sessionSecret;
  return {
    id: Buffer.from(hkdfSync("sha256", material, salt, "carried-secret-id-v1", 32)).toString("base64url"),
    cipherKey: Buffer.from(hkdfSync("sha256", material, salt, "carried-secret-key-v1", 32)),
  };
}

/** AES-256-GCM, the entry's id as associated data: a ciphertext moved to another entry does not open. */
function encrypt(value: string, entry: { id: string; cipherKey: Buffer }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", entry.cipherKey, iv);
  cipher.setAAD(Buffer.from(entry.id));
  const body = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** Null for a ciphertext tampered with, truncated, or opened with another key. */
function decrypt(stored: string, entry: { id: string; cipherKey: Buffer }): string | null {
  try {
    const raw = Buffer.from(stored, "base64url");
    if (raw.length < 28) return null;
    const decipher = createDecipheriv("aes-256-gcm", entry.cipherKey, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(entry.id));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

function sealedEntry(value: string): { key: string; id: string; ciphertext: string } {
  const key = randomBytes(32).toString("base64url");
  const entry = entryOf(key);
  return { key, id: entry.id, ciphertext: encrypt(value, entry) };
}

/** Stores `value` for `ttlMs` and returns the random key that takes it back once. */
export async function putSecret(value: string, ttlMs: number): Promise<string> {
  const { key, id, ciphertext } = sealedEntry(value);
  await store().put(id, ciphertext, ttlMs);
  return key;
}

/**
 * The same, for code that cannot wait (a flow decision applied while an action builds its answer):
 * the key now, the write registered with the request, which the server awaits before answering, so
 * the browser never holds a key whose secret is not stored yet (and a failed write fails the request).
 */
export function putSecretWithRequest(context: Pick<RequestContext, "pendingWrites">, value: string, ttlMs: number): string {
  const { key, id, ciphertext } = sealedEntry(value);
  const written = store().put(id, ciphertext, ttlMs);
  context.pendingWrites.push(written);
  return key;
}

/** The secret, deleted as it is read: null once used, expired, never stored or not opened by this key. */
export async function takeSecret(key: string): Promise<string | null> {
  const entry = entryOf(key);
  const stored = await store().take(entry.id);
  return stored === null ? null : decrypt(stored, entry);
}
