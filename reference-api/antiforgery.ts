import { randomBytes, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { readCookie, setCookie } from "./cookies";
import { sendFailure } from "./dialect";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit check (docs/decisions/003): the cookie is handed out on any answer to a request
 * that came without one, GET included, and every unsafe call must echo it in the header.
 * The cookie is readable by scripts on purpose, as the framework default it imitates.
 */
export const antiforgery: RequestHandler = (req, res, next) => {
  const token = readCookie(req, XSRF_COOKIE);
  if (!token) setCookie(req, res, XSRF_COOKIE, randomBytes(32).toString("base64url"), { httpOnly: false });
  if (SAFE_METHODS.has(req.method)) return next();
  const header = req.get(XSRF_HEADER);
  if (!token || !header || !sameToken(token, header)) {
    sendFailure(res, "ANTIFORGERY_TOKEN_INVALID", "Token anti-contraffazione assente o non valido", {}, 400);
    return;
  }
  next();
};
