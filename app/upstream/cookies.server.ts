import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

// Decision 003: an upstream cookie N lives in the browser as up_N, so it never collides with ours.
export const relayPrefix = "up_";

/**
 * Decision 177: `__Host-up_N` where cookies are Secure (Cld, Prod), as our own cookies are named there
 * (app/security/cookies.server.ts, which this layer may not import): a neighbouring subdomain or a
 * plain-http answer cannot plant one.
 */
export function relayPrefixIn(appEnv: string): string {
  return appEnv === "Cld" || appEnv === "Prod" ? `__Host-${relayPrefix}` : relayPrefix;
}

/**
 * Decision 177's caps on what reaches the browser: a relayed cookie (its name and value as the browser
 * stores them) of at most 2 KB, at most 4 KB of them in one answer (with ours, the Cookie header stays
 * well under the 8 KB line a proxy takes), and no lifetime past our own session's day. The same 4 KB
 * bound what is sent back upstream.
 */
export const RELAY_LIMITS = { cookieBytes: 2048, totalBytes: 4096, maxAgeSeconds: 24 * 60 * 60 } as const;

/** How relayed cookies are named, sealed and dated: one per client. */
export interface Relay {
  prefix: string;
  secure: boolean;
  /** The key relayed values are signed with. */
  key: Buffer;
}

export function relayFor(appEnv: string, secret: string): Relay {
  return {
    prefix: relayPrefixIn(appEnv),
    secure: appEnv !== "Dev",
    key: Buffer.from(hkdfSync("sha256", secret, "area-riservata", "upstream-cookie-relay-v1", 32)),
  };
}

/** Upstream cookies by name, as the upstream named them. */
export type CookieJar = Map<string, string>;

function signature(relay: Relay, name: string, value: string, expires: string): string {
  return createHmac("sha256", relay.key).update(`${name}\n${value}\n${expires}`).digest("base64url").slice(0, 22);
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The value the browser keeps: the upstream's, then the second it stops being sent back, then our signature. */
function sealedValue(relay: Relay, name: string, value: string, expires: number): string {
  return `${value}.${expires}.${signature(relay, name, value, String(expires))}`;
}

/** The upstream's value if `sealed` is one we relayed for `name` and its time has not run out; else null. */
function openedValue(relay: Relay, name: string, sealed: string, now: number): string | null {
  const sigAt = sealed.lastIndexOf(".");
  const expiresAt = sealed.lastIndexOf(".", sigAt - 1);
  if (expiresAt < 0) return null;
  const value = sealed.slice(0, expiresAt);
  const expires = sealed.slice(expiresAt + 1, sigAt);
  if (!/^\d{1,12}$/.test(expires) || Number(expires) <= seconds(now)) return null;
  const given = Buffer.from(sealed.slice(sigAt + 1));
  const expected = Buffer.from(signature(relay, name, value, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * The browser's relayed cookies, opened: only those we relayed ourselves (signed, decision 177) and still
 * within their time, at most RELAY_LIMITS.totalBytes of them. A cookie the browser made up, whatever its
 * name, never reaches the upstream; every other browser cookie stays here.
 */
export function upstreamJarFromBrowser(cookieHeader: string | null, relay: Relay, now: number): CookieJar {
  const jar: CookieJar = new Map();
  let bytes = 0;
  for (const pair of (cookieHeader ?? "").split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!name.startsWith(relay.prefix) || name.length === relay.prefix.length) continue;
    const upstreamName = name.slice(relay.prefix.length);
    const value = openedValue(relay, upstreamName, pair.slice(eq + 1).trim(), now);
    if (value === null) continue;
    bytes += upstreamName.length + value.length + 2;
    if (bytes > RELAY_LIMITS.totalBytes) break;
    jar.set(upstreamName, value);
  }
  return jar;
}

export function cookieHeaderOf(jar: CookieJar): string | null {
  if (jar.size === 0) return null;
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

interface SetCookie {
  name: string;
  value: string;
  maxAge?: string;
  expires?: string;
}

function parseSetCookie(header: string): SetCookie | null {
  const [pair = "", ...attributes] = header.split(";");
  const eq = pair.indexOf("=");
  if (eq <= 0) return null;
  const cookie: SetCookie = { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() };
  for (const attribute of attributes) {
    const [key = "", ...rest] = attribute.split("=");
    const value = rest.join("=").trim();
    // Lifetime is kept so that the upstream can still expire its cookies; scope and flags are ours.
    if (/^\s*max-age\s*$/i.test(key)) cookie.maxAge = value;
    else if (/^\s*expires\s*$/i.test(key)) cookie.expires = value;
  }
  return cookie;
}

function isRemoval(cookie: SetCookie, now: number): boolean {
  if (cookie.maxAge !== undefined) return Number(cookie.maxAge) <= 0;
  if (cookie.expires !== undefined) return Date.parse(cookie.expires) <= now;
  return false;
}

/** Applies what the upstream set to the jar, so a follow-up call in the same request sees it. */
export function applySetCookies(jar: CookieJar, setCookies: readonly string[], now: number): void {
  for (const header of setCookies) {
    const cookie = parseSetCookie(header);
    if (!cookie) continue;
    if (isRemoval(cookie, now)) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
}

/** Seconds the upstream gave the cookie, from Max-Age or Expires; undefined when it gave none (a browser-session cookie). */
function lifetimeOf(cookie: SetCookie, now: number): number | undefined {
  if (cookie.maxAge !== undefined && /^-?\d+$/.test(cookie.maxAge)) return Number(cookie.maxAge);
  if (cookie.expires !== undefined) {
    const at = Date.parse(cookie.expires);
    if (Number.isFinite(at)) return Math.ceil((at - now) / 1000);
  }
  return undefined;
}

/**
 * Rewrites the upstream's Set-Cookie lines for the browser (decisions 003 and 177): renamed, our scope
 * and flags, the value signed with the second past which we stop sending it back, the lifetime at most
 * RELAY_LIMITS.maxAgeSeconds. Every line's name and value count towards the answer's total. A cookie
 * that does not fit (over the cap alone, or past the total) is not relayed: the browser is told instead
 * to drop the one it holds under that name, which the upstream meant to replace; once even that does
 * not fit, nothing more is relayed.
 */
export function relayForBrowser(setCookies: readonly string[], relay: Relay, now: number): string[] {
  const flags = ["Path=/", "HttpOnly", "SameSite=Lax", ...(relay.secure ? ["Secure"] : [])];
  const removal = (name: string) => [`${relay.prefix}${name}=`, ...flags, "Max-Age=0"].join("; ");
  const size = (line: string) => Buffer.byteLength(line.slice(0, line.indexOf(";")));
  const relayed: string[] = [];
  let total = 0;
  for (const header of setCookies) {
    const cookie = parseSetCookie(header);
    if (!cookie) continue;
    const lifetime = lifetimeOf(cookie, now);
    let line = removal(cookie.name);
    if (lifetime === undefined || lifetime > 0) {
      const maxAge = Math.min(lifetime ?? RELAY_LIMITS.maxAgeSeconds, RELAY_LIMITS.maxAgeSeconds);
      const pair = `${relay.prefix}${cookie.name}=${sealedValue(relay, cookie.name, cookie.value, seconds(now) + maxAge)}`;
      const kept = [pair, ...flags, ...(lifetime === undefined ? [] : [`Max-Age=${maxAge}`])].join("; ");
      if (size(kept) <= RELAY_LIMITS.cookieBytes && total + size(kept) <= RELAY_LIMITS.totalBytes) line = kept;
    }
    if (total + size(line) > RELAY_LIMITS.totalBytes) break;
    total += size(line);
    relayed.push(line);
  }
  return relayed;
}
