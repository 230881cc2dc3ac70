import { performance } from "node:perf_hooks";
import type { RequestHandler } from "express";
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { messageSentWith } from "../app/actions/metered.server";
import { codeKey } from "../app/flow/codes";
import { loginFailureKind } from "../app/flow/login";
import type { Refusal } from "../app/request-context";
import type { UpstreamOutcome } from "../app/upstream/client.server";

/** A limit that refused a post: the edge's buckets, the action pipeline's caps, or the store unreachable. */
export type RefusedBy = "strict" | "lax" | "daily" | Refusal["kind"];

/** What /readyz depends on, and whether each answers now (Redis only when REDIS_URL is set). */
export type Readiness = () => Promise<Partial<Record<"redis" | "upstream", boolean>>>;

/** The Redis node the instance talks to (issue 47): its role, null without a link, and when the link last moved. */
export type RedisLinkProbe = () => Promise<{ role: "master" | "replica" | null; switchedAt: Date | null }>;

const REDIS_ROLES = ["master", "replica", "none"] as const;

export type Metrics = {
  registry: Registry;
  /** Times every answer and labels it with its route id, or a fixed name for what never reaches a route. */
  requests: RequestHandler;
  upstream(outcome: UpstreamOutcome): void;
  refused(by: RefusedBy): void;
  /** Asked at each scrape for `ready{dependency}`: nobody need poll /readyz for the alerts to know (issue 44). */
  readiness(probe: Readiness): void;
  /** Asked at each scrape for `redis_role{role}` and `redis_switched_timestamp_seconds` (decision 188). */
  redisLink(probe: RedisLinkProbe): void;
};

const PREFIX = "area_riservata_";
// Pages take ~0.2 ms and posts wait on the upstream (~50 ms to seconds); reset-password always takes
// 1 s (decision 066), so 1 and 1.5 frame it.
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10];
const UPSTREAM_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * What answered a request that never reached a route: fixed names, never the path (it may carry
 * anything a client typed). The checks mirror server/app.ts's order.
 */
export function fixedRouteLabel(path: string, status: number): string {
  if (path === "/healthz") return "healthz";
  if (path === "/readyz") return "readyz";
  if (path === "/reference-api" || path.startsWith("/reference-api/")) return "reference-api";
  if (path.startsWith("/assets/")) return "assets";
  // Any other file of build/client (favicon, robots; Vite's modules in development): a missing one goes
  // on to the router, whose route then names it.
  if (status < 400) return "static";
  // Refused before routing: a malformed target, a method, a body, a foreign origin.
  return "refused";
}

/** The login outcome an upstream answer to a login is: the spec's failure kinds plus what else may happen. */
function loginOutcome(outcome: UpstreamOutcome): string {
  if (outcome.ok) return "success";
  // No CodeError: the upstream did not answer the login (network, HTTP status, unreadable body).
  if (outcome.code === null) return "upstreamError";
  if (codeKey(outcome.code) === codeKey("ACTION_REQUIRED")) return "actionRequired";
  return loginFailureKind(outcome.code);
}

/**
 * The series of issue 22 in `registry`: requests by route id, upstream calls by call name, limit
 * refusals, login outcomes, codes and links sent, and Node's process defaults. Every label value comes
 * from a closed set (route ids of the build, call names, kinds); nothing a client typed.
 */
export function createMetrics(registry: Registry = new Registry()): Metrics {
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Time to answer a request, by route id (or healthz, readyz, assets, static, refused), method and status",
    labelNames: ["route", "method", "status"] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const upstreamSeconds = new Histogram({
    name: `${PREFIX}upstream_request_duration_seconds`,
    help: "Time of an upstream call, retries included, by call name and outcome (ok or the failure kind)",
    labelNames: ["call", "outcome"] as const,
    buckets: UPSTREAM_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: "Posts refused by a limit: strict, lax and daily per address; loginLocked, smsCappedNumber, smsCappedAddress, probeCapped; unavailable when the counters cannot be read",
    labelNames: ["limit"] as const,
    registers,
  });
  const logins = new Counter({
    name: `${PREFIX}logins_total`,
    help: "Login attempts (client and SSO) by how they ended: success, actionRequired, badCredentials, disabled, blacklist, other, upstreamError, locked (refused before the upstream)",
    labelNames: ["outcome"] as const,
    registers,
  });
  const messages = new Counter({
    name: `${PREFIX}messages_sent_total`,
    help: "SMS and e-mails the upstream sent with an answer (codes asked for, those a login or sign-up makes it send, reset-password's link), by channel and call",
    labelNames: ["channel", "call"] as const,
    registers,
  });
  let readiness: Readiness | null = null;
  new Gauge({
    name: `${PREFIX}ready`,
    help: "1 when the dependency /readyz checks answers (redis, upstream), 0 when not; asked at each scrape",
    labelNames: ["dependency"] as const,
    // Summed over a cluster's workers it would count them: the worst worker is the process's state.
    aggregator: "min",
    registers,
    async collect() {
      for (const [dependency, up] of Object.entries((await readiness?.()) ?? {})) this.set({ dependency }, up ? 1 : 0);
    },
  });
  let redisLink: RedisLinkProbe | null = null;
  new Gauge({
    name: `${PREFIX}redis_role`,
    help: "1 for the role of the Redis node the instance talks to (master, replica; none without a link), 0 for the others; asked at each scrape",
    labelNames: ["role"] as const,
    // A cluster: 1 when any worker is on that role, so a worker left on a replica or unlinked shows.
    aggregator: "max",
    registers,
    async collect() {
      if (!redisLink) return;
      const { role } = await redisLink();
      for (const each of REDIS_ROLES) this.set({ role: each }, (role ?? "none") === each ? 1 : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}redis_switched_timestamp_seconds`,
    help: "Unix time at which the instance's Redis link last reached another node (its first link, or the master after a failover)",
    // A cluster: the latest switch of any worker.
    aggregator: "max",
    registers,
    async collect() {
      const switchedAt = redisLink ? (await redisLink()).switchedAt : null;
      if (switchedAt) this.set(switchedAt.getTime() / 1000);
    },
  });

  const requests: RequestHandler = (req, res, next) => {
    const started = performance.now();
    res.once("close", () => {
      const route = res.locals.routeId ?? fixedRouteLabel(req.path, res.statusCode);
      // A client that left before the answer was sent: no status was seen by anyone.
      const status = res.writableFinished ? String(res.statusCode) : "aborted";
      const method = METHODS.has(req.method) ? req.method : "other";
      requestSeconds.observe({ route, method, status }, (performance.now() - started) / 1000);
    });
    next();
  };

  return {
    registry,
    requests,
    upstream(outcome) {
      // A failure's kind is its error class's (app/upstream/errors.server.ts): a handful of fixed words.
      const kind = outcome.ok ? "ok" : (outcome.kind ?? "other");
      upstreamSeconds.observe({ call: outcome.call, outcome: kind }, outcome.durationMs / 1000);
      if (outcome.call === "login" || outcome.call === "sso") logins.inc({ outcome: loginOutcome(outcome) });
      const channel = messageSentWith(outcome.result);
      if (channel) messages.inc({ channel, call: outcome.call });
    },
    refused(by) {
      refusals.inc({ limit: by });
      // The customer's attempt ended there: a login outcome too, or the graph of logins would hide lockouts.
      if (by === "loginLocked") logins.inc({ outcome: "locked" });
    },
    readiness(probe) {
      readiness = probe;
    },
    redisLink(probe) {
      redisLink = probe;
    },
  };
}

/**
 * A worker of WEB_CONCURRENCY > 1: its series live in a registry the primary asks for over the cluster's
 * channel (prom-client's AggregatorRegistry), so one scrape of the primary sums every worker.
 */
export function createWorkerMetrics(): Metrics {
  const registry = new AggregatorRegistry<typeof Registry.PROMETHEUS_CONTENT_TYPE>();
  AggregatorRegistry.setRegistries([registry]);
  return createMetrics(registry);
}
