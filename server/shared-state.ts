import type { Redis } from "ioredis";
import { newRedisClient } from "../app/redis-client.server";

/**
 * Design §4/§8: what several instances must share (limit counters, carried secrets, flow nonces)
 * lives in Redis when REDIS_URL is set; unset, each process keeps its own in memory.
 */
export function connectRedis(url: string): Redis {
  return newRedisClient(url);
}

/** False at once while disconnected; a ping that gets no answer is bounded by the client's command timeout. */
export async function redisReady(redis: Redis): Promise<boolean> {
  if (redis.status !== "ready") return false;
  try {
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  }
}
