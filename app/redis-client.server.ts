import { Redis, type RedisOptions } from "ioredis";
import type { RedisSentinel } from "./redis-sentinel-config.server";

/**
 * Longest wait for one Redis answer (decision 176). A healthy Redis answers in well under a millisecond;
 * one that says nothing for a second is stopped, stuck or cut off, and the request is refused (fail
 * closed) well inside the 2 s a refusal may take, while an event-loop pause of a loaded process does
 * not pass for an outage.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** REDIS_URL, or the master a Sentinel set names (REDIS_SENTINELS, decision 188). */
export type RedisTarget = string | RedisSentinel;

const BOUNDS = {
  // Fail at once rather than queue: a sensitive action waits for no reconnection, it is refused
  // (fail closed, issue 11 "Scale past one instance").
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  // A Redis that keeps its connections open but answers nothing (SIGSTOP, a stuck host, a partition
  // without reset) would otherwise hold every post until nginx gave up. The connection is kept: the
  // answers come back in order once Redis runs again, and the late ones are dropped.
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  lazyConnect: false,
} satisfies RedisOptions;

/**
 * Decision 188: the sentinels are asked for the master at each connection, and the clients follow it.
 * While it is being replaced every command fails at once (no offline queue) or within the command
 * timeout, and the post is refused with the branded 503; nothing waits for the new master.
 */
function sentinelOptions(set: RedisSentinel): RedisOptions {
  return {
    ...BOUNDS,
    sentinels: set.sentinels,
    name: set.masterName,
    role: "master",
    sentinelPassword: set.sentinelPassword,
    password: set.password,
    ...(set.tls ? { tls: {}, enableTLSForSentinelMode: true, sentinelTLS: {} } : {}),
    // A sentinel that keeps its connection but answers nothing must not hold the reconnection either.
    sentinelCommandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Not ioredis's failover detector: its subscriptions outlive the link they watch, and a switch told
    // while the client is asking the sentinels again closes that asking, which ends the client for good
    // (seen in the failover test: one instance of two never came back). A demoted master's clients are
    // cut by the sentinels themselves (CLIENT KILL on reconfiguration), and a write it refuses reconnects.
    failoverDetector: false,
    // A master that died is asked for again soon: the new one is reached within half a second of the switch.
    retryStrategy: (attempt: number) => Math.min(attempt * 50, 500),
    // A write refused by a node that became a replica under the link: reconnect, and the sentinels name
    // the master. The command itself is not sent again: its post was already refused.
    reconnectOnError: (error: Error) => (error.message.startsWith("READONLY") ? 1 : false),
    // Commands in flight when the master died are not replayed on the new one: their posts were answered.
    autoResendUnfulfilledCommands: false,
  };
}

/**
 * Every Redis client of the app (limits and /readyz in server/shared-state.ts, the carried-secret store)
 * is made here, so none waits on Redis longer than the others (design §4/§8, decisions 068, 176, 188).
 */
export function newRedisClient(target: RedisTarget): Redis {
  return typeof target === "string" ? new Redis(target, BOUNDS) : new Redis(sentinelOptions(target));
}
