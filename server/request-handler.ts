import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { gzipSync } from "node:zlib";
import { createRequestHandler as createReactRouterHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { writeReadableStreamToWritable } from "@react-router/node";
import { copyOf } from "./language";
import { owedCookies } from "../app/session/owed-cookies.server";
import { sessionFromCookies, type SessionData } from "../app/session/session.server";
import { requestContext, type RequestContext } from "../app/request-context";
import { join, splice } from "./gzip-splice";
import type { PageCache, Slot } from "./page-cache";
import { CSRF_PLACEHOLDER, NONCE_PLACEHOLDER } from "./per-response";
import { refuse } from "./refuse";

const COMPRESS_FROM_BYTES = 1024;
// Documents and React Router's data answers: the bodies that can hold a stand-in to fill.
const FILLED_TYPES = /^text\/(html|x-script)\b/;

// Browsers send a handful of Accept-Encoding values: each is negotiated once (a kept page's answer
// spent more on negotiating than on splicing its gzip). Bounded, oldest out first.
const GZIP_ANSWERS_MAX = 64;
const gzipAnswers = new Map<string, boolean>();

function wantsGzip(req: ExpressRequest): boolean {
  const header = req.headers["accept-encoding"] ?? "";
  let wanted = gzipAnswers.get(header);
  if (wanted === undefined) {
    wanted = req.acceptsEncodings("gzip", "identity") === "gzip";
    if (gzipAnswers.size >= GZIP_ANSWERS_MAX) gzipAnswers.delete(gzipAnswers.keys().next().value!);
    gzipAnswers.set(header, wanted);
  }
  return wanted;
}

/** Sends a whole body, compressed when the browser takes gzip and it is worth it. */
function sendBody(req: ExpressRequest, res: ExpressResponse, body: Buffer): void {
  res.vary("Accept-Encoding");
  if (body.length >= COMPRESS_FROM_BYTES && wantsGzip(req)) {
    body = gzipSync(body, { level: 6 });
    res.setHeader("Content-Encoding", "gzip");
  }
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * The React Router handler, built on react-router's own instead of @react-router/express: the body
 * it hands the application is the one readFormBody has already read under the cap, not the socket
 * (issue 11 item 4), and the URL is the one httpSemantics built from a Host already checked (item 5). It fills each page's
 * nonce and CSRF token, sets the cookies every answer owes, and serves pages that depend on their URL
 * alone from `pageCache` without rendering them again (issue 13).
 */
export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** What the server lends the request (app/request-context.ts), from which the application makes its context. */
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** The id of the route a matched pattern names: the request's label in metrics (res.locals.routeId). */
  routeIdOf: (pattern: string | undefined) => Promise<string | undefined>;
  /** The answer to a limit the action pipeline reached (context.refusal). */
  sendRefusal: (req: ExpressRequest, res: ExpressResponse, refusal: NonNullable<RequestContext["refusal"]>) => void;
  /** Attributes of the cookies this handler sets. */
  secureCookies: boolean;
  pageCache: PageCache | null;
}): RequestHandler {
  const handle = createReactRouterHandler(options.build, options.mode);
  const secure = options.secureCookies;

  /** The cookies every answer owes (app/session/owed-cookies.server.ts), set on `res`; answers the page's token. */
  function owed(req: ExpressRequest, res: ExpressResponse, written: readonly string[], token: { wanted: boolean; rotate?: boolean }, known?: SessionData): string {
    const answer = owedCookies(req.headers.cookie, written, token, secure, known);
    for (const cookie of answer.setCookies) res.append("Set-Cookie", cookie);
    return answer.token;
  }

  /**
   * A kept page is per URL and per account status: the status pages open only for their status
   * (requireStatus), so a page kept for one status is never served to a session with another.
   */
  function cacheKeyOf(req: ExpressRequest): { key: string; session: SessionData } | null {
    if (!options.pageCache || req.method !== "GET") return null;
    // Read once per request: it decides whether a kept page is served, under which key one is kept, and
    // which session a kept page's token is bound to.
    const session = sessionFromCookies(req.headers.cookie).data;
    // A flash message is per session: such a page is rendered (and the message cleared) as usual.
    if (session.toasts?.length) return null;
    return { key: `${session.status ?? ""} ${req.get("host") ?? ""}${req.originalUrl}`, session };
  }

  /** A kept page, with this browser's values; false when this request must be rendered. */
  function fromCache(cached: { key: string; session: SessionData }, req: ExpressRequest, res: ExpressResponse): boolean {
    const page = options.pageCache?.get(cached.key);
    if (!page) return false;
    res.status(page.status);
    res.setHeader("Content-Type", page.contentType);
    res.setHeader("Server-Timing", 'page-cache;desc="hit"');
    res.locals.routeId = page.routeId;
    const token = owed(req, res, [], { wanted: page.slots.includes("csrf") }, cached.session);
    const value: Record<Slot, string> = { nonce: res.locals.cspNonce as string, csrf: token };
    const values = page.slots.map((slot) => value[slot]);
    res.vary("Accept-Encoding");
    let body: Buffer;
    if (wantsGzip(req)) {
      body = splice(page.body, values);
      res.setHeader("Content-Encoding", "gzip");
    } else {
      body = join(page.body, values);
    }
    res.setHeader("Content-Length", body.length);
    res.end(body);
    return true;
  }

  return async (req, res, next) => {
    try {
      const cached = cacheKeyOf(req);
      if (cached !== null && fromCache(cached, req, res)) return;
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      // Built once by httpSemantics, from a Host already checked.
      const url = res.locals.url;
      if (!url) throw new Error("the request's URL was not resolved (httpSemantics must run first)");
      const init: RequestInit = { method: req.method, headers, signal: controller.signal };
      // A form the server has read reaches the application in the request's context (gate.server.ts),
      // so the Request carries no copy of it: issue 13 measured the body stream built for nothing.
      if (req.method !== "GET" && req.method !== "HEAD" && !res.locals.form) init.body = new Uint8Array(res.locals.body ?? Buffer.alloc(0));
      const provider = options.getLoadContext(req, res);
      const response = await handle(new Request(url.href, init), provider);
      // What the application answered, in the context its root middleware made (none if it never ran).
      const context: Partial<RequestContext> = provider.get(requestContext) ?? {};
      res.locals.routeId = await options.routeIdOf(context.pattern);
      // A key handed to the browser must name a stored secret: wait for the writes, and if shared state
      // refused one, answer 503 rather than a cookie that leads nowhere (fail closed).
      const writes = context.pendingWrites?.length ? await Promise.allSettled(context.pendingWrites) : [];
      if (writes.some((write) => write.status === "rejected")) {
        await response.body?.cancel();
        refuse(res, 503, copyOf(res).security.unavailable);
        return;
      }
      // Issue 20: a limit the pipeline reached is answered with its own page, whatever the screen made of it.
      if (context.refusal) {
        await response.body?.cancel();
        options.sendRefusal(req, res, context.refusal);
        return;
      }

      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      const setCookies = response.headers.getSetCookie();
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      const contentType = response.headers.get("Content-Type") ?? "";
      const text = context.page?.html ?? (response.body && FILLED_TYPES.test(contentType) ? await response.text() : null);

      // Issue 11 item 7: the CSRF token rotates on login, whatever the browser held before, bound to the
      // session the login started.
      const rotate = context.loggedIn === true;
      const wanted = rotate || (text?.includes(CSRF_PLACEHOLDER) ?? false);
      const token = owed(req, res, setCookies, { wanted, rotate }, cached?.session);

      if (text === null) {
        if (response.body) await writeReadableStreamToWritable(response.body, res);
        else res.end();
        return;
      }
      // Only a page nothing personal reached: no cookie set by the application (a flash message read,
      // a session written) and no answer to a post.
      if (options.pageCache && cached !== null && context.page?.keepable && setCookies.length === 0) {
        options.pageCache.offer(cached.key, { status: response.status, contentType, html: text, routeId: res.locals.routeId });
      }
      const filled = text.replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce as string).replaceAll(CSRF_PLACEHOLDER, token);
      sendBody(req, res, Buffer.from(filled, "utf8"));
    } catch (error) {
      next(error);
    }
  };
}
