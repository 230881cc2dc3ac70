import { createHmac, hkdfSync } from "node:crypto";
import type { Request, Response } from "express";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { memoryFacts, redisFacts } from "./account-facts";
import { copyOf } from "./language";
import type { Refusal, Throttle } from "../app/request-context";
import type { AuthEvents } from "./auth-events";
import type { RefusedBy } from "./metrics";
import { refuse } from "./refuse";
import { sendTooManyRequests, waitText, type TooManyWords } from "./too-many-requests";

// An account's e-mail and mobile rarely change: a link outlives every lock window by far.
const LINK_SECONDS = 30 * 24 * 3600;
// Which number a login's SMS went to matters while that number's hourly cap can be spent.
const SMS_ROUTE_SECONDS = 3600;

export type LimitOptions = {
  perMinute: number;
  sensitivePerMinute: number;
  failuresPerAccountAndIp: number;
  failuresPerAccount: number;
  sensitivePostsPerIpPerDay: number;
  smsPerNumberPerHour: number;
  smsPerIpPerHour: number;
  probesPerSessionPerHour: number;
  probesPerIpPerHour: number;
  readsPerIpPerMinute: number;
};

// Names hashed lately: a login post hashes its account three times (the lock check, the auth event,
// the failure count), and each HMAC costs ~0.03 ms (issue 13). Bounded; emptied when full.
const RECENT_HASHES = 1024;

/** A keyed hash: counters and logs name an account without holding its name. */
export function keyedHash(secret: string): (value: string) => string {
  const key = Buffer.from(hkdfSync("sha256", secret, "area-riservata", "account-hash-v1", 32));
  const recent = new Map<string, string>();
  return (value) => {
    let hashed = recent.get(value);
    if (hashed === undefined) {
      hashed = createHmac("sha256", key).update(value).digest("base64url").slice(0, 22);
      if (recent.size >= RECENT_HASHES) recent.clear();
      recent.set(value, hashed);
    }
    return hashed;
  };
}

export type Limits = {
  /** The counters the action pipeline spends for one request (app/actions/metered.server.ts). */
  throttleFor(ip: string, requestId: string): Throttle;
  /** The page for a limit the pipeline reached. */
  sendRefusal(req: Request, res: Response, refusal: Refusal): void;
};

function isStoreError(error: unknown): boolean {
  return !(error instanceof RateLimiterRes);
}

/**
 * Issue 11 item 3 and issue 20, after OWASP's login-throttling guidance, with rate-limiter-flexible
 * (memory, or Redis when REDIS_URL is set so every instance counts the same). Per address: every post
 * per minute, tighter in the strict bucket, and strict posts per day; the bucket is the one the matched
 * route declares (its `screen` middleware, app/actions/screen.server.ts). In the action pipeline, on
 * what goes upstream:
 * consecutive failed logins per account+address (10 in 15 minutes) and per account (100 a day), SMS per
 * number and per address per hour, and look-ups that reveal a registration per session and address.
 */
export function createLimits(
  options: LimitOptions & { redis?: Redis; hash: (value: string) => string; events: AuthEvents; refused?: (by: RefusedBy) => void },
): Limits {
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    options.redis
      ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix: `ar:${keyPrefix}`, points, duration, rejectIfRedisNotReady: true })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const actions = make("actions", options.perMinute, 60);
  const strict = make("strict", options.sensitivePerMinute, 60);
  const daily = make("daily-ip", options.sensitivePostsPerIpPerDay, 24 * 3600);
  const failAccountIp = make("fail-account-ip", options.failuresPerAccountAndIp, 15 * 60);
  const failAccount = make("fail-account", options.failuresPerAccount, 24 * 3600);
  const smsNumber = make("sms-number", options.smsPerNumberPerHour, 3600);
  const smsIp = make("sms-ip", options.smsPerIpPerHour, 3600);
  const probeSession = make("probe-session", options.probesPerSessionPerHour, 3600);
  const probeIp = make("probe-ip", options.probesPerIpPerHour, 3600);
  // Pages are never refused for shared state they cannot reach: this process counts alone meanwhile.
  const reads = options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        keyPrefix: "ar:reads-ip",
        points: options.readsPerIpPerMinute,
        duration: 60,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: "reads-ip", points: options.readsPerIpPerMinute, duration: 60 }),
      })
    : make("reads-ip", options.readsPerIpPerMinute, 60);

  // Issue 12: every 429 is the branded page with the wait and Retry-After, in the limit's own words.
  const tooMany = (req: Request, res: Response, ms: number, words?: TooManyWords) => sendTooManyRequests(req, res, ms / 1000, words);

  async function reached(limiter: RateLimiterAbstract, key: string, points: number): Promise<number | null> {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? state.msBeforeNext : null;
  }

  /** Consumes one point of each limiter in turn: the wait of the first that refuses, null when all agree. */
  async function spend(steps: readonly (readonly [RateLimiterAbstract, string])[]): Promise<{ index: number; waitMs: number } | null> {
    for (const [index, [limiter, key]] of steps.entries()) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (isStoreError(error)) throw error;
        return { index, waitMs: (error as RateLimiterRes).msBeforeNext };
      }
    }
    return null;
  }


  const facts = options.redis ? redisFacts(options.redis) : memoryFacts();

  /** The key an account's failures count under: the one its identifiers were linked to, else its own. */
  async function lockKeyOf(name: string): Promise<string> {
    const hashed = options.hash(name);
    return (await facts.get(`link:${hashed}`)) ?? hashed;
  }

  /**
   * Links identifiers the upstream named for one account (its e-mail and mobile, after the right password)
   * and the one typed: from now on a failure with any of them counts for all (issue 39 item 5). The e-mail
   * is the key, so the counts already made under it stay.
   */
  async function link(name: string, identifiers: readonly string[]): Promise<void> {
    const key = options.hash(identifiers.find((identifier) => identifier.startsWith("e:")) ?? identifiers[0]!);
    for (const identifier of new Set([name, ...identifiers])) await facts.set(`link:${options.hash(identifier)}`, key, LINK_SECONDS);
  }

  function throttleFor(ip: string, requestId: string): Throttle {
    const numberKey = (destination: string | null) => (destination ? options.hash(destination) : null);
    const smsSteps = (destination: string | null) => {
      const key = numberKey(destination);
      return key ? ([[smsIp, ip], [smsNumber, key]] as const) : ([[smsIp, ip]] as const);
    };
    return {
      async loginLocked(name) {
        const key = await lockKeyOf(name);
        const wait = (await reached(failAccountIp, `${key}:${ip}`, options.failuresPerAccountAndIp)) ?? (await reached(failAccount, key, options.failuresPerAccount));
        if (wait !== null) options.events.write("login.locked", { requestId, account: options.hash(name) });
        return wait;
      },
      async loginResult(name, outcome, identifiers = []) {
        if (identifiers.length) await link(name, identifiers);
        const key = await lockKeyOf(name);
        // Consecutive failures: a success from this address starts the count again.
        if (outcome === "accepted") await failAccountIp.delete(`${key}:${ip}`);
        if (outcome === "badCredentials") await spend([[failAccountIp, `${key}:${ip}`], [failAccount, key]]);
      },
      async loginSmsCapped(name) {
        const number = await facts.get(`sms:${await lockKeyOf(name)}`);
        if (!number) return null;
        const address = await reached(smsIp, ip, options.smsPerIpPerHour);
        if (address !== null) return { limit: "address", waitMs: address };
        const wait = await reached(smsNumber, number, options.smsPerNumberPerHour);
        return wait === null ? null : { limit: "number", waitMs: wait };
      },
      async recordLoginSms(name, destination) {
        await spend(smsSteps(destination));
        options.events.write("sms.spent", { requestId });
        const number = numberKey(destination);
        if (name && number) await facts.set(`sms:${await lockKeyOf(name)}`, number, SMS_ROUTE_SECONDS);
      },
      async spendSms(destination) {
        const refused = await spend(smsSteps(destination));
        if (!refused) {
          options.events.write("sms.spent", { requestId });
          return null;
        }
        options.events.write("sms.capped", { requestId, limit: refused.index === 0 ? "address" : "number" });
        // What the first step took is given back: a refused send costs nothing.
        if (refused.index === 1) await smsIp.reward(ip, 1);
        return { limit: refused.index === 0 ? "address" : "number", waitMs: refused.waitMs };
      },
      async refundSms(destination) {
        for (const [limiter, key] of smsSteps(destination)) await limiter.reward(key, 1);
        options.events.write("sms.refunded", { requestId });
      },
      async spendBucket(bucket) {
        const refused = await spend(bucket === "strict" ? [[strict, ip], [daily, ip]] : [[actions, ip]]);
        if (!refused) return null;
        return { limit: bucket === "strict" && refused.index === 1 ? "daily" : bucket, waitMs: refused.waitMs };
      },
      async spendRead() {
        const refused = await spend([[reads, ip]]).catch(() => null);
        if (!refused) return null;
        options.events.write("reads.capped", { requestId });
        return refused.waitMs;
      },
      async spendProbe(session) {
        // The session first: a session over its budget spends nothing of the address others share.
        const refused = await spend(session ? [[probeSession, session], [probeIp, ip]] : [[probeIp, ip]]);
        if (!refused) return null;
        options.events.write("probe.capped", { requestId });
        return refused.waitMs;
      },
    };
  }

  function sendRefusal(req: Request, res: Response, refusal: Refusal): void {
    options.refused?.(refusal.kind);
    if (refusal.kind === "unavailable") {
      options.events.write("limits.unavailable", { requestId: res.locals.requestId });
      refuse(res, 503, copyOf(res).security.unavailable);
      return;
    }
    // A screen's bucket, or a page's upstream calls: the general refusal; the daily cap in its own words.
    if (refusal.kind === "strict" || refusal.kind === "lax" || refusal.kind === "readCapped") return tooMany(req, res, refusal.waitMs);
    if (refusal.kind === "daily") return tooMany(req, res, refusal.waitMs, copyOf(res).security.dailyCap);
    const { security } = copyOf(res);
    const wait = waitText(security, refusal.waitMs);
    // Issue 21: a locked login says its wait once, and offers the way out that needs no wait.
    const words: Record<typeof refusal.kind, TooManyWords> = {
      loginLocked: { ...security.loginLocked, todo: security.loginLockedTodo(wait), resetPassword: true },
      smsCappedNumber: { ...security.smsCappedNumber, todo: security.smsWait(wait) },
      smsCappedAddress: { ...security.smsCappedAddress, todo: security.smsWait(wait) },
      probeCapped: security.probeCapped,
    };
    tooMany(req, res, refusal.waitMs, words[refusal.kind]);
  }

  return { throttleFor, sendRefusal };
}
