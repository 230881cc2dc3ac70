import type { Request, RequestHandler } from "express";
import { copyOf } from "./language";
import { LIST_FIELDS } from "../app/forms/field-kinds";
import { refuse } from "./refuse";

/** Issue 11 item 5: what our pages and forms use. Anything else is 405, never an action run by PUT. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

// A host name or an IP literal, with an optional port: no user, path or anything else of a URL.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** How many times the request names a header: Node keeps the first Host of several, silently. */
function lineCount(req: Request, name: string): number {
  let count = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2) if (req.rawHeaders[index]!.toLowerCase() === name) count += 1;
  return count;
}

/**
 * The URL the application is handed: scheme and host as the client says them, or as a proxy we trust
 * says them (X-Forwarded-Proto and -Host, believed exactly when Express believes the proxy), and the
 * target. Null when no URL can be built from what was sent (issue 39 item 7): a Host named twice
 * (RFC 9112 §3.2), a host no URL has ("a.1", "[1:2:3]", a port above 65535), a scheme other than
 * http and https. The pattern keeps out what a URL parser would read as something else ("user@host").
 */
export function requestUrl(req: Request): URL | null {
  if (lineCount(req, "host") !== 1) return null;
  const trusted = (req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean)(req.socket.remoteAddress, 0);
  const host = (trusted ? req.get("x-forwarded-host") : undefined) ?? req.get("host");
  const protocol = req.protocol;
  if (!host || !HOST.test(host) || (protocol !== "http" && protocol !== "https")) return null;
  try {
    return new URL(`${protocol}://${host}${req.originalUrl}`);
  } catch {
    return null;
  }
}

/**
 * Refuses what the application cannot answer sensibly, before it tries and fails with a 500:
 * methods other than GET/HEAD/POST (405 with Allow), a missing or malformed Host (400), malformed
 * percent-encoding in the path (400). The request's URL is built here, once, for everything after.
 */
export const httpSemantics: RequestHandler = (req, res, next) => {
  if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
    res.setHeader("Allow", ALLOWED_METHODS.join(", "));
    refuse(res, 405, copyOf(res).security.methodNotAllowed);
    return;
  }
  const url = requestUrl(req);
  if (!url) {
    refuse(res, 400, copyOf(res).security.badRequest);
    return;
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    refuse(res, 400, copyOf(res).security.badRequest);
    return;
  }
  res.locals.url = url;
  next();
};

/** Design §7: bodies are small forms. */
export const MAX_FORM_BYTES = 16 * 1024;

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

declare module "express-serve-static-core" {
  interface Locals {
    /** The raw body of a post, read once here under the cap. */
    body?: Buffer;
    /** The same body as form fields. */
    form?: URLSearchParams;
    /** The URL the application is handed: built once, from a Host already checked. */
    url?: URL;
    /** The id of the route React Router ran (from the pattern it matched): the metrics' label, never the raw path. */
    routeId?: string;
  }
}

/**
 * Reads a post's body under the cap, counting bytes on the stream itself: `Content-Length` is only a
 * hint (chunked bodies have none; issue 11 item 4). Our forms post `application/x-www-form-urlencoded`
 * with or without JavaScript; multipart and every other type is 415. A field named twice, in the body
 * or in the query, is 400: each of our fields has one value, and which copy wins would be a guess
 * (issue 11 item 9).
 */
export const readFormBody: RequestHandler = (req, res, next) => {
  if (hasDuplicates(new URLSearchParams(req.originalUrl.split("?")[1] ?? ""))) {
    refuse(res, 400, copyOf(res).security.badRequest);
    return;
  }
  if (req.method !== "POST") return next();
  const type = req.get("content-type");
  const declared = Number(req.get("content-length") ?? 0);
  const chunked = req.get("transfer-encoding") !== undefined;
  if (type === undefined ? declared > 0 || chunked : !FORM_TYPE.test(type)) {
    req.resume();
    refuse(res, 415, copyOf(res).security.unsupportedType);
    return;
  }
  if (declared > MAX_FORM_BYTES) {
    refuse(res, 413, copyOf(res).security.tooLarge);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  const finish = (fn: () => void) => {
    if (done) return;
    done = true;
    req.off("data", onData);
    fn();
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) {
      // Stop reading at once: the rest of the body is never buffered or parsed.
      finish(() => {
        req.pause();
        refuse(res, 413, copyOf(res).security.tooLarge);
        res.on("finish", () => req.destroy());
      });
      return;
    }
    chunks.push(chunk);
  };
  req.on("data", onData);
  req.on("error", (error) => finish(() => next(error)));
  req.on("end", () =>
    finish(() => {
      const body = Buffer.concat(chunks);
      const form = new URLSearchParams(body.toString("utf8"));
      if (hasDuplicates(form)) {
        refuse(res, 400, copyOf(res).security.badRequest);
        return;
      }
      res.locals.body = body;
      res.locals.form = form;
      next();
    }),
  );
};

function hasDuplicates(params: URLSearchParams): boolean {
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (seen.has(key) && !LIST_FIELDS.has(key)) return true;
    seen.add(key);
  }
  return false;
}
