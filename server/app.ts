import { randomUUID } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { Redis } from "ioredis";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { RunnableDevEnvironment, ViteDevServer } from "vite";
import { upstreamBaseUrl, type Config } from "../app/config.server";
import { reportServerError, type ErrorReporter } from "../app/error-reports.server";
import { serverServices, type ServerServices } from "../app/request-context";
import type { UpstreamOutcome } from "../app/upstream/client.server";
import { probeUpstream } from "../app/upstream/probe.server";
import { authEvents } from "./auth-events";
import { httpSemantics, readFormBody } from "./http-guards";
import { createLimits, keyedHash } from "./limits";
import { accountKey } from "../app/security/throttle-keys";
import { canonicalTarget } from "./canonical";
import { routeIdOfPattern } from "./route-labels";
import { addressKey } from "./client-address";
import type { Logger } from "./logger";
import type { Metrics } from "./metrics";
import { createPageCache } from "./page-cache";
import { CSRF_PLACEHOLDER, NONCE_PLACEHOLDER, VALUE_LENGTHS } from "./per-response";
import { precompressedAssets } from "./precompressed-assets";
import { refuse, setBrandStylesheet, setRefusalBuilds } from "./refuse";
import { reactRouterHandler } from "./request-handler";
import type { ServerBuilds } from "./builds";
import { chooseLanguage, copyOf, rememberLanguage } from "./language";
import { LANGUAGES, type Language } from "../app/language";
import { devServerEnvironment } from "../vite/language";
import { nonceMiddleware, sameOriginPosts, securityHeaders } from "./security";
import type { Drain } from "./drain";
import { watchRedis } from "./shared-state";
import { clientGone } from "./slow-clients";

type Options = {
  config: Config;
  logger: Logger;
  /**
   * Production builds, one per language, whose browser files share clientDir (decision 164); or a Vite
   * dev server that serves the app from source, in every language (decision 181).
   */
  build: { kind: "production"; clientDir: string; serverBuilds: ServerBuilds } | { kind: "dev"; vite: ViteDevServer };
  /** The embedded reference API, mounted when no UPSTREAM_API_URL is configured (never in Prod). */
  referenceApi?: express.RequestHandler;
  /** Shared state for several instances; unset, counters live in this process. */
  redis?: Redis;
  /** Set once SIGTERM arrives: /readyz turns 503 and answers close their connections (decision 146). */
  drain?: Drain;
  /** Prometheus series (METRICS_PORT); unset, nothing is measured. */
  metrics?: Metrics;
  /** Sends server errors to Sentry (server/sentry.ts); unset, none are sent. */
  reportError?: ErrorReporter;
};

const REQUEST_ID = /^[\w-]{8,64}$/;
// Login, feedback and the 404 for each client and redirect in use: a few hundred URLs, a few MB.
const PAGE_CACHE_ENTRIES = 500;

export function createApp({ config, logger, build, referenceApi, redis, drain, metrics, reportError }: Options) {
  const app = express();
  app.disable("x-powered-by");
  // Issue 11 item 2: a configured hop count or proxy list, never `true` (which believes any client).
  app.set("trust proxy", config.trustProxy);

  const events = authEvents(logger);
  const hash = keyedHash(config.sessionSecret);
  const limits = createLimits({ ...config.rateLimit, ...config.throttle, redis, hash, events, refused: metrics?.refused });

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
  if (metrics) app.use(metrics.requests);
  const languages: readonly Language[] = LANGUAGES;
  // Before anything may refuse: a refusal speaks the visitor's language too.
  app.use(chooseLanguage(languages));

  // Issue 11 item 6: every answer, static files, probes and refusals included, carries the headers.
  app.use(nonceMiddleware, securityHeaders(config, { dev: build.kind === "dev" }));
  // Vite's own modules (/node_modules/.vite/deps/…, /@vite/client) are spelt its way, and only it reads them.
  if (build.kind === "dev") app.use(compression(), build.vite.middlewares);
  // Issue 20 item 3: one spelling per path, refused otherwise before anything reads it.
  app.use(canonicalTarget);

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  if (drain) app.use(drain.closeConnections);
  // Which node the instance talks to, and since when (issue 47, decision 188): told at each switch too.
  const shared = redis ? watchRedis(redis, (role) => logger.info({ role }, "redis link to a new node")) : undefined;
  metrics?.readiness(async () => {
    const [link, upstream] = await Promise.all([shared?.check(), probeUpstream(upstreamBaseUrl(config))]);
    return link === undefined ? { upstream } : { redis: link.ready, upstream };
  });
  if (shared) metrics?.redisLink(() => shared.check());
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (drain?.draining) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const link = await shared?.check();
    // The role and the switch time only: which node, where, is not for whoever reaches this path.
    const said = link ? { redis: { role: link.role, switchedAt: link.switchedAt?.toISOString() ?? null } } : {};
    if (link && !link.ready) {
      logger.warn({ role: link.role }, "redis not reachable");
      res.status(503).json({ status: "shared state unreachable", ...said });
      return;
    }
    if (await probeUpstream(upstreamBaseUrl(config))) {
      res.json({ status: "ready", ...said });
      return;
    }
    logger.warn("upstream not reachable");
    res.status(503).json({ status: "upstream unreachable", ...said });
  });

  // Prod has a real upstream; the demo one, with its outbox of codes, is never reachable there.
  if (referenceApi && config.appEnv !== "Prod") app.use("/reference-api", referenceApi);

  // Metrics have their own port (decision 147); here the path is a plain 404, not the redirect of unknown paths.
  app.all("/metrics", (_req, res) => refuse(res, 404, copyOf(res).security.notFound));
  app.use(httpSemantics);
  // Files only: pages and action answers are compressed whole by the React Router handler (issue 13).
  const compress = compression();

  if (build.kind === "production") {
    // Fingerprinted by Vite: safe to cache forever.
    const assets = path.join(build.clientDir, "assets");
    app.use(
      "/assets",
      precompressedAssets(assets),
      compress,
      express.static(assets, { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    const files = express.static(build.clientDir, { maxAge: "1h", index: false, redirect: false });
    // Pages have no extension: only a path with one can be a file, so pages skip the disk (issue 13).
    app.use((req, res, next) => (path.extname(req.path) ? compress(req, res, () => files(req, res, next)) : next()));
  }

  setBrandStylesheet(build);
  if (build.kind === "production") setRefusalBuilds(build.serverBuilds);
  app.use(rememberLanguage(languages, config.appEnv !== "Dev"));
  app.use((_req, res, next) => {
    // Pages and action answers carry personal data and one-time state: never from a cache.
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // In development the build is asked for on every request, so that edits show without a restart.
  const serverBuildOf = (language: Language) =>
    build.kind === "dev" ? () => devServerBuild(build.vite, language) : build.serverBuilds[language];
  // Every language's build has the same routes: the first one's name them in metrics and reports.
  const serverBuild = serverBuildOf(languages[0]!);
  // What the application declares for each screen (its bucket, guard, limits) it applies itself, in its
  // middleware (issue 40): the server only reads the form under its cap and checks where a post comes from.
  app.use(sameOriginPosts, readFormBody);
  // Every upstream answer made for a request: metrics and auth events. Limits are the pipeline's; an
  // accepted login is the application's to tell (loginAccepted, app/flow/login.ts; decision 153).
  const observeUpstream = (outcome: UpstreamOutcome, requestId: string): void => {
    metrics?.upstream(outcome);
    const name = outcome.call === "login" || outcome.call === "sso" ? accountKey(outcome.input) : null;
    events.fromUpstream(outcome, { requestId, account: name ? hash(name) : null });
  };
  const handlerOf = (language: Language) => reactRouterHandler({
    build: serverBuildOf(language),
    mode: build.kind === "dev" ? "development" : "production",
    // What the server lends each request; the application's root middleware makes its context from it.
    getLoadContext: (req, res): RouterContextProvider => {
      const requestId = res.locals.requestId as string;
      const lent: ServerServices = {
        cspNonce: NONCE_PLACEHOLDER,
        csrfToken: CSRF_PLACEHOLDER,
        requestId,
        throttle: limits.throttleFor(addressKey(req.ip), requestId),
        form: res.locals.form,
        observeUpstream: (outcome) => observeUpstream(outcome, requestId),
        reportError,
      };
      return new RouterContextProvider(new Map([[serverServices, lent]]));
    },
    routeIdOf: (pattern) => routeIdOfPattern(serverBuild, pattern),
    sendRefusal: limits.sendRefusal,
    secureCookies: config.appEnv !== "Dev",
    // In development a page must show the latest edit, so nothing is kept.
    pageCache: build.kind === "production" ? createPageCache({ maxEntries: PAGE_CACHE_ENTRIES, placeholders: { nonce: NONCE_PLACEHOLDER, csrf: CSRF_PLACEHOLDER }, valueLengths: VALUE_LENGTHS }) : null,
  });
  const handlers = new Map(languages.map((language) => [language, handlerOf(language)]));
  // Every method and path that got this far, answered by its language's build; `use` rather than a
  // "/{*splat}" route, which Express would match and parse parameters for on every request (issue 13).
  app.use((req, res, next) => handlers.get(res.locals.language as Language)!(req, res, next));

  app.use(((error, req, res, _next) => {
    const gone = clientGone(error);
    if (gone) {
      // The client left mid-request, or stalled and was cut: nobody to answer, nothing to fix (decision 133).
      logger.debug({ clientGone: gone, requestId: res.locals.requestId }, "client went away mid-request");
      return;
    }
    const status = typeof error?.status === "number" ? error.status : typeof error?.statusCode === "number" ? error.statusCode : 500;
    // The server's own faults reach Sentry (decision 148); a client's 4xx does not.
    if (status < 400 || status >= 500) reportServerError(reportError, error, { requestId: res.locals.requestId, method: req.method, url: res.locals.url?.href ?? req.originalUrl, routeId: res.locals.routeId });
    if (res.headersSent) {
      logger.error({ err: error, requestId: res.locals.requestId }, "error after the answer started");
      return;
    }
    // A missing static file or an unreadable request is the client's doing: 4xx, never 500 (item 5).
    if (status >= 400 && status < 500) {
      refuse(res, status, status === 404 ? copyOf(res).security.notFound : copyOf(res).security.badRequest);
      return;
    }
    logger.error({ err: error, requestId: res.locals.requestId }, "unhandled error");
    refuse(res, 500, copyOf(res).security.serverError);
  }) as express.ErrorRequestHandler);

  return app;
}

/** The app from source in `language`, rendered by its own server environment of Vite (decision 181). */
async function devServerBuild(vite: ViteDevServer, language: Language): Promise<ServerBuild> {
  const name = devServerEnvironment(language);
  const environment = vite.environments[name];
  if (!environment || !("runner" in environment)) throw new Error(`the development server has no environment for ${language}`);
  // Vite's own environment through its own runner, which server/sentry.ts shares: a second runner of
  // one environment would keep a module an edit had already made the first one fetch again.
  const build = name === "ssr" ? ((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild) : await (environment as RunnableDevEnvironment).runner.import("virtual:react-router/server-build");
  // Refusals are then drawn in the language too, as by a production build.
  setRefusalBuilds({ [language]: build });
  return build;
}
