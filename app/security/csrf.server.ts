import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "../config.server";
import { readCookie, SESSION_MAX_AGE_SECONDS } from "./cookies.server";
import { derivedKey } from "./derived-key.server";
import { randomBytesFast } from "./random.server";

export const CSRF_FIELD = "csrf";
export const CSRF_COOKIE = "ar_csrf";

/**
 * Double submit, signed (design §7): the token is random bytes and their HMAC under a key derived once
 * from the session secret; the form must carry the same token the cookie holds, and the cookie must
 * carry our signature, so a cookie planted from elsewhere is worth nothing. One HMAC per page, no JSON,
 * no cookie library: issue 13 measured the previous library at 0.6–0.85 ms of every page and post.
 */
const keyFor = (secret: string) => derivedKey(secret, "csrf-token-v1");

function signature(random: string, secret: string): string {
  return createHmac("sha256", keyFor(secret)).update(random).digest("base64url").slice(0, 22);
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a token is one we issued: "random.signature", both base64url. */
export function isOurToken(token: string | undefined, secret = getConfig().sessionSecret): token is string {
  if (!token || token.length !== 45 || token[22] !== ".") return false;
  return equal(token.slice(23), signature(token.slice(0, 22), secret));
}

export function newToken(secret = getConfig().sessionSecret): string {
  const random = randomBytesFast(16).toString("base64url");
  return `${random}.${signature(random, secret)}`;
}

/** As long-lived as the session it protects (decision 137): once a browser-session cookie, lost before the session. */
export function csrfCookie(token: string, secure: boolean): string {
  return `${CSRF_COOKIE}=${token}; Max-Age=${SESSION_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** This browser's token, kept while it is ours; `setCookie` is set when a new one must be stored. */
export function csrfFor(cookieHeader: string | null, secure: boolean): { token: string; setCookie: string | null } {
  const current = readCookie(cookieHeader, CSRF_COOKIE);
  if (isOurToken(current)) return { token: current, setCookie: null };
  const token = newToken();
  return { token, setCookie: csrfCookie(token, secure) };
}

/** Whether a form carries this browser's token: the one its cookie holds, signed by us. */
export function csrfMatches(form: FormData, request: Request): boolean {
  const cookie = readCookie(request.headers.get("Cookie"), CSRF_COOKIE);
  const field = form.get(CSRF_FIELD);
  return isOurToken(cookie) && typeof field === "string" && equal(field, cookie);
}
