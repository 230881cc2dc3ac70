import { createHmac, hkdfSync } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { it } from "../app/copy/it";
import { loginFailureKind } from "../app/flow/login";
import type { UpstreamOutcome } from "../app/upstream/observed.server";
import { getSession } from "../app/session/session.server";
import type { AuthEvents } from "./auth-events";
import { refuse, waitText } from "./refuse";
import { sendTooManyRequests, type TooManyWords } from "./too-many-requests";

export type LimitOptions = {
  perMinute: number;
  sensitivePerMinute: number;
  failuresPerAccountAndIp: number;
  failuresPerAccount: number;
  sensitivePostsPerIpPerDay: number;
  smsPerNumberPerHour: number;
  smsPerIpPerHour: number;
};

/**
 * The route a path means to React Router, which matches case-insensitively, on decoded segments, with
 * or without a trailing slash and with `.data` for posts made with JavaScript. Buckets are chosen on
 * this, not on the raw path: "/AUTH/client_login" and "/%61uth/client_login" are the login too
 * (issue 11 item 3). Null for a path that cannot be decoded (refused earlier anyway).
 */
export function canonicalRoute(path: string): string | null {
  let segments: string[];
  try {
    segments = path.split("/").filter(Boolean).map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return null;
  }
  const last = segments.at(-1);
  if (last?.endsWith(".data")) {
    const stem = last.slice(0, -".data".length);
    if (stem === "_root") segments.pop();
    else segments[segments.length - 1] = stem;
  }
  return `/${segments.join("/")}`;
}

/**
 * Design §7: login, every screen that sends or checks a code, and reset-password are in the strict
 * bucket; so is every future screen under these prefixes, so a new code-sending action cannot land
 * in the lax one by omission.
 */
const STRICT_PREFIXES = ["/auth", "/reset-password", "/pending-operation", "/sign-up", "/sign-up-finalization"];
export function isStrictRoute(route: string): boolean {
  return STRICT_PREFIXES.some((prefix) => route === prefix || route.startsWith(`${prefix}/`));
}

/** Posts that try a password: the login forms and email-selection, which repeats the login. */
const LOGIN_ROUTES = new Set(["/auth/client_login", "/auth/sso-login", "/pending-operation/email-selection"]);

/** Normalised account name: an e-mail in lower case, or a mobile with its prefix. */
export function accountName(fields: { Username?: unknown; Prefix?: unknown; Mobile?: unknown }): string | null {
  if (typeof fields.Username === "string" && fields.Username.trim()) return `e:${fields.Username.trim().toLowerCase()}`;
  if (typeof fields.Mobile === "string" && fields.Mobile) return `m:${typeof fields.Prefix === "string" ? fields.Prefix : ""}${fields.Mobile}`;
  return null;
}

/** The account a login form names, normalised as the upstream call will name it. */
function accountOfForm(form: URLSearchParams): string | null {
  const typed = (form.get("username") ?? form.get("email") ?? "").trim();
  if (!typed) return null;
  if (typed.includes("@")) return accountName({ Username: typed });
  return accountName({ Prefix: form.get("prefix") ?? "+39", Mobile: typed.replace(/[\s.\-()]/g, "") });
}

/**
 * The number a post will send an SMS to, or null when it sends none: a screen that takes a new mobile
 * (change-mobile, migration select-mobile and need-insert-phone) sends to the typed number; a resend on
 * a phone-code screen sends to the number the session holds.
 */
function smsDestination(route: string, form: URLSearchParams, req: Request): string | null {
  if (!isStrictRoute(route)) return null;
  const typed = (form.get("mobileNumber") ?? "").replace(/[\s.\-()]/g, "");
  if (typed) return `${form.get("mobileCountryCode") ?? "+39"}${typed}`;
  if (route.endsWith("/confirm-mobile") && form.get("intent") === "resend") {
    const cookie = req.get("cookie") ?? null;
    const state = getSession(new Request("http://local/", { headers: cookie ? { cookie } : {} })).data.state;
    return state?.mobileNumber ? `${state.mobileCountryCode ?? ""}${state.mobileNumber}` : "unknown";
  }
  return null;
}

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
  middleware: RequestHandler;
  afterUpstream(outcome: UpstreamOutcome, ip: string): Promise<void>;
};

function isStoreError(error: unknown): boolean {
  return !(error instanceof RateLimiterRes);
}

/**
 * Issue 11 item 3, after OWASP's login-throttling guidance, with rate-limiter-flexible (memory, or
 * Redis when REDIS_URL is set so every instance counts the same): per IP per minute on every post,
 * tighter in the strict bucket; per IP per day on strict posts; consecutive failed logins per
 * account+IP (10 in 15 minutes) and per account from any IP (100 a day), checked before the upstream
 * is called; SMS sends per destination number and per IP per hour.
 */
export function createLimits(options: LimitOptions & { redis?: Redis; hash: (value: string) => string; events: AuthEvents }): Limits {
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    options.redis
      ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix: `ar:${keyPrefix}`, points, duration, rejectIfRedisNotReady: true })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const actions = make("actions", options.perMinute, 60);
  const strict = make("strict", options.sensitivePerMinute, 60);
  const daily = make("daily-ip", options.sensitivePostsPerIpPerDay, 24 * 3600);
  const accountIp = make("fail-account-ip", options.failuresPerAccountAndIp, 15 * 60);
  const account = make("fail-account", options.failuresPerAccount, 24 * 3600);
  const smsNumber = make("sms-number", options.smsPerNumberPerHour, 3600);
  const smsIp = make("sms-ip", options.smsPerIpPerHour, 3600);

  // Issue 12: every 429 is the branded page with the wait and Retry-After, in the limit's own words.
  const tooMany = (req: Request, res: Response, ms: number, words?: TooManyWords) => sendTooManyRequests(req, res, ms / 1000, words);

  async function reached(limiter: RateLimiterAbstract, key: string, points: number): Promise<number | null> {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? state.msBeforeNext : null;
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== "POST") return next();
    const route = canonicalRoute(req.path) ?? req.path;
    const sensitive = isStrictRoute(route);
    const ip = req.ip ?? "unknown";
    const form = res.locals.form ?? new URLSearchParams();
    try {
      let perDay = false;
      try {
        await (sensitive ? strict : actions).consume(ip);
        perDay = sensitive;
        if (sensitive) await daily.consume(ip);
      } catch (error) {
        if (isStoreError(error)) throw error;
        const wait = (error as RateLimiterRes).msBeforeNext;
        if (perDay) tooMany(req, res, wait, { title: it.security.dailyCapTitle, description: it.security.dailyCap(waitText(wait)) });
        else tooMany(req, res, wait);
        return;
      }
      if (LOGIN_ROUTES.has(route)) {
        const name = accountOfForm(form);
        if (name) {
          const hashed = options.hash(name);
          const wait =
            (await reached(accountIp, `${hashed}:${ip}`, options.failuresPerAccountAndIp)) ??
            (await reached(account, hashed, options.failuresPerAccount));
          if (wait !== null) {
            options.events.write("login.locked", { requestId: res.locals.requestId, account: hashed });
            tooMany(req, res, wait, { title: it.security.loginLockedTitle, description: it.security.loginLocked(waitText(wait)) });
            return;
          }
        }
      }
      const destination = smsDestination(route, form, req);
      if (destination !== null) {
        try {
          await smsIp.consume(ip);
          await smsNumber.consume(options.hash(destination));
        } catch (error) {
          if (isStoreError(error)) throw error;
          const wait = (error as RateLimiterRes).msBeforeNext;
          options.events.write("sms.capped", { requestId: res.locals.requestId });
          tooMany(req, res, wait, { title: it.security.smsCappedTitle, description: it.security.smsCapped(waitText(wait)) });
          return;
        }
      }
    } catch (error) {
      // The shared counters are unreachable: a sensitive action is refused rather than run unlimited.
      options.events.write("limits.unavailable", { requestId: res.locals.requestId, error: error instanceof Error ? error.message : String(error) });
      if (sensitive) {
        refuse(res, 503, it.security.unavailableTitle, it.security.unavailable);
        return;
      }
    }
    next();
  };

  async function afterUpstream(outcome: UpstreamOutcome, ip: string): Promise<void> {
    if (outcome.call !== "login" && outcome.call !== "sso") return;
    const name = accountName(outcome.input);
    if (!name) return;
    const hashed = options.hash(name);
    if (outcome.ok) {
      // Consecutive failures: a success from this address starts the count again.
      await accountIp.delete(`${hashed}:${ip}`);
      return;
    }
    if (loginFailureKind(outcome.code) !== "badCredentials") return;
    for (const [limiter, key] of [
      [accountIp, `${hashed}:${ip}`],
      [account, hashed],
    ] as const) {
      await limiter.consume(key).catch((error: unknown) => {
        if (isStoreError(error)) throw error;
      });
    }
  }

  return { middleware, afterUpstream };
}
