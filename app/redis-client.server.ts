import { Redis } from "ioredis";

/**
 * Longest wait for one Redis answer (decision 176). A healthy Redis answers in well under a millisecond;
 * one that says nothing for a second is stopped, stuck or cut off, and the request is refused (fail
 * closed) well inside the 2 s a refusal may take, while an event-loop pause of a loaded process does
 * not pass for an outage.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * Every Redis client of the app (limits and /readyz in server/shared-state.ts, the carried-secret store)
 * is made here, so none waits on Redis longer than the others (design §4/§8, decisions 068 and 176).
 */
export function newRedisClient(url: string): Redis {
  return new Redis(url, {
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
  });
}
