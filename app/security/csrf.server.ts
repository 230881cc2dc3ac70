import { createHmac, timingSafeEqual } from "node:crypto";
import { now as clockNow } from "../clock.server";
import { getConfig } from "../config.server";
import { ourCookieName, readCookie } from "./cookies.server";
import { derivedKey } from "./derived-key.server";
import { randomBytesFast } from "./random.server";

export const CSRF_FIELD = "csrf";

/** `ar_csrf`, `__Host-ar_csrf` where cookies are Secure (decision 177). */
export function csrfCookieName(): string {
  return ourCookieName("ar_csrf");
}

/**
 * Decision 177: a token is good for two hours, and one with less than an hour left is replaced by the
 * next page that shows a form, so every form shown has at least an hour to be sent. A form older than
 * that is shown again with what was typed (decision 138).
 */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;
export const RENEW_WITHIN_SECONDS = 60 * 60;

/** "random.expires.signature": 22 base64url characters, 10 digits of epoch seconds, 22 more. */
export const TOKEN_LENGTH = 56;

/**
 * Double submit, signed (design §7): the form must carry the same token the cookie holds, and the token
 * must carry our signature over its random part, its expiry and the identity of the session it was
 * made for (decision 177), under a key derived once from the session secret. A token planted from
 * elsewhere, one made for another session's cookie, or one past its time is worth nothing. One HMAC
 * per page, no JSON, no cookie library: issue 13 measured the previous library at 0.6–0.85 ms of every
 * page and post.
 */
const keyFor = (secret: string) => derivedKey(secret, "csrf-token-v2");

function signature(sid: string, random: string, expires: string, secret: string): string {
  return createHmac("sha256", keyFor(secret)).update(`${sid}\n${random}\n${expires}`).digest("base64url").slice(0, 22);
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const SHAPE = /^[\w-]{22}\.\d{10}\.[\w-]{22}$/;

/** Seconds of epoch at which the token expires, when it is one we made for session `sid`; else null. */
function expiryOf(token: string | undefined, sid: string | undefined, secret: string): number | null {
  if (!token || !sid || token.length !== TOKEN_LENGTH || !SHAPE.test(token)) return null;
  const random = token.slice(0, 22);
  const expires = token.slice(23, 33);
  if (!equal(token.slice(34), signature(sid, random, expires, secret))) return null;
  return Number(expires);
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Whether a token is one we made for session `sid` and is still good at `now`. */
export function isOurToken(token: string | undefined, sid: string | undefined, now = clockNow(), secret = getConfig().sessionSecret): token is string {
  const expires = expiryOf(token, sid, secret);
  return expires !== null && expires > seconds(now);
}

export function newToken(sid: string, now = clockNow(), secret = getConfig().sessionSecret): string {
  const random = randomBytesFast(16).toString("base64url");
  const expires = String(seconds(now) + TOKEN_LIFETIME_SECONDS).padStart(10, "0");
  return `${random}.${expires}.${signature(sid, random, expires, secret)}`;
}

/** The cookie lives as long as its token: past it, the browser need not send it. */
export function csrfCookie(token: string, secure: boolean): string {
  return `${csrfCookieName()}=${token}; Max-Age=${TOKEN_LIFETIME_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The token for a page shown to the browser of session `sid`: the one its cookie holds while it is
 * ours, for this session, with an hour or more left; otherwise a new one, with `setCookie` to store it.
 */
export function csrfFor(cookieHeader: string | null, sid: string, secure: boolean, now = clockNow()): { token: string; setCookie: string | null } {
  const current = readCookie(cookieHeader, csrfCookieName());
  const expires = expiryOf(current, sid, getConfig().sessionSecret);
  if (current && expires !== null && expires - seconds(now) > RENEW_WITHIN_SECONDS) return { token: current, setCookie: null };
  const token = newToken(sid, now);
  return { token, setCookie: csrfCookie(token, secure) };
}

/**
 * Whether a form carries this browser's token: the one its cookie holds, made by us for the session
 * `sid` the request's session cookie names, and still good.
 */
export function csrfMatches(form: FormData, request: Request, sid: string | undefined): boolean {
  const cookie = readCookie(request.headers.get("Cookie"), csrfCookieName());
  const field = form.get(CSRF_FIELD);
  if (typeof field !== "string" || !cookie || !equal(field, cookie)) return false;
  return isOurToken(cookie, sid);
}
