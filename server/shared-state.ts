import { Redis } from "ioredis";

/**
 * Design §4/§8: what several instances must share (limit counters, carried secrets, flow nonces)
 * lives in Redis when REDIS_URL is set; unset, each process keeps its own in memory.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    // Fail at once rather than queue: a sensitive action waits for no reconnection, it is refused
    // (fail closed, issue 11 "Scale past one instance").
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
}

export async function redisReady(redis: Redis): Promise<boolean> {
  if (redis.status !== "ready") return false;
  try {
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  }
}
