import type { Redis } from "ioredis";
import { newRedisClient, type RedisTarget } from "../app/redis-client.server";

/**
 * Design §4/§8: what several instances must share (limit counters, carried secrets, flow nonces)
 * lives in Redis when REDIS_URL (or a Sentinel set, decision 188) is set; unset, each process keeps its
 * own in memory.
 */
export function connectRedis(target: RedisTarget): Redis {
  return newRedisClient(target);
}

/** Which kind of node the instance talks to: null while it has no link, or the node did not answer. */
export type RedisRole = "master" | "replica" | null;

/** What /readyz and the metrics say of the link (issue 47): its role now, and when it last moved to another node. */
export type RedisLink = { ready: boolean; role: RedisRole; switchedAt: Date | null };

export type RedisWatch = {
  /** Asks the node its role (ROLE, bounded by the client's command timeout); concurrent asks share one. */
  check(): Promise<RedisLink>;
};

/** The node's address as the link sees it: a failover or a DNS switch lands on another. */
function nodeOf(redis: Redis): string | null {
  const stream = redis.stream as { remoteAddress?: string; remotePort?: number } | undefined;
  return stream?.remoteAddress ? `${stream.remoteAddress}:${stream.remotePort}` : null;
}

/**
 * Ready means the node answers and takes writes: a replica refuses every counter's write, so an
 * instance linked to one refuses every post and is not ready either. The switch time is when the link
 * first reached the node it is on now; `onSwitch` hears of each one (the first link included).
 */
export function watchRedis(redis: Redis, onSwitch?: (role: RedisRole) => void): RedisWatch {
  let lastNode: string | null = null;
  let switchedAt: Date | null = null;
  let pending: Promise<RedisLink> | null = null;

  async function ask(): Promise<RedisLink> {
    if (redis.status !== "ready") return { ready: false, role: null, switchedAt };
    let role: RedisRole;
    try {
      const reply = (await redis.call("ROLE")) as unknown[];
      role = reply[0] === "master" ? "master" : reply[0] === "slave" ? "replica" : null;
    } catch {
      return { ready: false, role: null, switchedAt };
    }
    const node = nodeOf(redis);
    if (node && node !== lastNode) {
      lastNode = node;
      switchedAt = new Date();
      onSwitch?.(role);
    }
    return { ready: role === "master", role, switchedAt };
  }

  // Each new link is looked at at once, so the switch time is the link's, not the next probe's.
  redis.on("ready", () => void check());
  if (redis.status === "ready") void check();

  function check(): Promise<RedisLink> {
    pending ??= ask().finally(() => (pending = null));
    return pending;
  }
  return { check };
}
