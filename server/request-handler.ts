import type { RequestHandler } from "express";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";
import { writeReadableStreamToWritable } from "@react-router/node";
import { it } from "../app/copy/it";
import { currentScope } from "../app/security/request-scope.server";
import type { AppContext } from "./app";
import { refuse } from "./refuse";

/**
 * The React Router handler, built on react-router's own instead of @react-router/express: the body
 * it hands the application is the one readFormBody has already read under the cap, not the socket
 * (issue 11 item 4), and the URL is built from a Host already checked (item 5).
 */
export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (res: Parameters<RequestHandler>[1]) => AppContext;
  /** Attributes of the CSRF cookie, to replace it after a login. */
  secureCookies: boolean;
}): RequestHandler {
  const handle = createReactRouterHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      const host = req.app.enabled("trust proxy") ? (req.get("x-forwarded-host") ?? req.get("host")) : req.get("host");
      const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
      const init: RequestInit = { method: req.method, headers, signal: controller.signal };
      if (req.method !== "GET" && req.method !== "HEAD") init.body = new Uint8Array(res.locals.body ?? Buffer.alloc(0));
      const response = await handle(new Request(url.href, init), options.getLoadContext(res));
      const scope = currentScope();
      // A key handed to the browser must name a stored secret: wait for the writes, and if shared state
      // refused one, answer 503 rather than a cookie that leads nowhere (fail closed).
      const writes = await Promise.allSettled(scope?.pendingWrites ?? []);
      if (writes.some((write) => write.status === "rejected")) {
        await response.body?.cancel();
        refuse(res, 503, it.security.unavailableTitle, it.security.unavailable);
        return;
      }
      // Issue 11 item 11: a token the upstream refused is said plainly, whatever the screen would have
      // made of it ("errore imprevisto", or reset-password's success page).
      if (scope?.recaptchaRefused) {
        await response.body?.cancel();
        refuse(res, 400, it.security.recaptchaTitle, it.security.recaptchaRefused);
        return;
      }

      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      if (scope?.loggedIn) {
        // Issue 11 item 7: the CSRF token rotates on login; the next page issues a new one.
        res.append("Set-Cookie", `ar_csrf=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${options.secureCookies ? "; Secure" : ""}`);
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
