// Decision 003: an upstream cookie N lives in the browser as up_N, so it never collides with ours.
export const relayPrefix = "up_";

/** Upstream cookies by name, as the upstream named them. */
export type CookieJar = Map<string, string>;

/** The browser's `up_*` cookies with the prefix removed; every other browser cookie stays here. */
export function upstreamJarFromBrowser(cookieHeader: string | null): CookieJar {
  const jar: CookieJar = new Map();
  for (const pair of (cookieHeader ?? "").split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!name.startsWith(relayPrefix) || name.length === relayPrefix.length) continue;
    jar.set(name.slice(relayPrefix.length), pair.slice(eq + 1).trim());
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

/** Rewrites an upstream Set-Cookie for the browser (decision 003). */
export function relaySetCookie(header: string, secure: boolean): string | null {
  const cookie = parseSetCookie(header);
  if (!cookie) return null;
  const parts = [`${relayPrefix}${cookie.name}=${cookie.value}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${cookie.maxAge}`);
  if (cookie.expires !== undefined) parts.push(`Expires=${cookie.expires}`);
  return parts.join("; ");
}
