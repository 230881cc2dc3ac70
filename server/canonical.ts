import type { RequestHandler } from "express";
import { copyOf } from "./language";
import { refuse } from "./refuse";

/**
 * Whether a request target is one spelling only (issue 20 item 3): origin-form ("/path?query", never
 * "*" nor an absolute URL), no empty segment, no backslash, and no segment that starts with a dot
 * ("." and "..", which a URL parser resolves, ".data", which React Router strips), raw or
 * percent-encoded. Anything else would mean one thing to the router and another to whatever read the
 * raw path before it.
 */
export function isCanonicalTarget(target: string): boolean {
  if (!target.startsWith("/") || target.startsWith("//")) return false;
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.includes("\\")) return false;
  // Decoded, so "%2f" counts as a separator here: "a%2f..%2fb" holds a ".." segment too.
  const segments = decoded.split("/").slice(1);
  return segments.every((segment, index) => (segment === "" ? index === segments.length - 1 : !segment.startsWith(".")));
}

/** Refuses, before anything reads the path, a request whose target is not canonical: 400. */
export const canonicalTarget: RequestHandler = (req, res, next) => {
  if (isCanonicalTarget(req.originalUrl)) return next();
  refuse(res, 400, copyOf(res).security.badRequest);
};
