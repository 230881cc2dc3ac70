import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { upstreamBaseUrl, type Config } from "../app/config.server";
import { probeUpstream } from "../app/upstream/probe.server";
import type { Logger } from "./logger";
import { rateLimits } from "./rate-limit";
import { setBrandStylesheet } from "./too-many-requests";
import { limitBodies, nonceMiddleware, sameOriginPosts, securityHeaders } from "./security";

export type AppContext = { cspNonce: string; requestId: string };

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
  }
}

type Options = {
  config: Config;
  logger: Logger;
  /** Production build, or a Vite dev server that serves the app from source. */
  build: { kind: "production"; clientDir: string; serverBuild: ServerBuild } | { kind: "dev"; vite: ViteDevServer };
  /** The embedded reference API, mounted when no UPSTREAM_API_URL is configured. */
  referenceApi?: express.RequestHandler;
};

const REQUEST_ID = /^[\w-]{8,64}$/;

export function createApp({ config, logger, build, referenceApi }: Options) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.appEnv === "Cld" || config.appEnv === "Prod");

  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      // Path only: the query may carry e-mail addresses or tokens.
      logger.info({
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (await probeUpstream(upstreamBaseUrl(config))) {
      res.json({ status: "ready" });
      return;
    }
    logger.warn("upstream not reachable");
    res.status(503).json({ status: "upstream unreachable" });
  });

  if (referenceApi) app.use("/reference-api", referenceApi);

  app.use(compression());

  if (build.kind === "dev") {
    app.use(build.vite.middlewares);
  } else {
    // Fingerprinted by Vite: safe to cache forever.
    app.use(
      "/assets",
      express.static(path.join(build.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    app.use(express.static(build.clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  setBrandStylesheet(build);
  app.use(nonceMiddleware, securityHeaders(config, { dev: build.kind === "dev" }), sameOriginPosts, limitBodies, rateLimits(config.rateLimit));
  app.use((_req, res, next) => {
    // Pages carry personal data and one-time state: never from a cache.
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  // In development the build is asked for on every request, so that edits show without a restart.
  const serverBuild =
    build.kind === "dev"
      ? () => build.vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : build.serverBuild;
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: serverBuild,
      mode: build.kind === "dev" ? "development" : "production",
      getLoadContext: (_req, res): AppContext => ({ cspNonce: res.locals.cspNonce, requestId: res.locals.requestId }),
    }),
  );

  app.use(((error, _req, res, _next) => {
    logger.error({ err: error, requestId: res.locals.requestId }, "unhandled error");
    if (res.headersSent) return;
    res.status(500).type("text/plain").send("Si è verificato un errore");
  }) as express.ErrorRequestHandler);

  return app;
}
