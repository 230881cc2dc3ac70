import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, getConfig, type Config } from "../app/config.server";
import { createApp } from "./app";
import { importServerBuilds } from "./builds";
import { superviseWorkers } from "./cluster";
import { createDrain } from "./drain";
import { createLogger } from "./logger";
import { startSentry } from "./sentry";
import { clusterScrape, processMetrics, serveMetrics } from "./metrics-server";
import { connectRedis } from "./shared-state";
import { createHttpServer } from "./slow-clients";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function loadConfig(): Config {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line, no stack: the operator needs the variable name, not our internals.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // WEB_CONCURRENCY > 1: this process only supervises; each worker runs the rest of main() (decision 121).
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    // One scrape sums every worker (decision 147).
    if (config.metrics) await serveMetrics(config.metrics, clusterScrape(), logger);
    return superviseWorkers(config.webConcurrency, logger, config.shutdown);
  }
  const production = process.env.NODE_ENV === "production";

  const closers: Array<() => Promise<void>> = [];
  let referenceApi;
  // Never in Prod (issue 11 item 6): configuration already demands UPSTREAM_API_URL there.
  if (!config.upstreamApiUrl && config.appEnv !== "Prod") {
    const { startEmbeddedReferenceApi } = await import("./embedded-reference-api");
    const embedded = await startEmbeddedReferenceApi(config, logger);
    referenceApi = embedded.handler;
    closers.push(() => embedded.close());
  }

  // Made before the application, which it serves once it listens: the development server's HMR socket
  // shares its port, so that two development servers on one machine do not both want Vite's default one.
  // Not app.listen: the server needs its timeouts for slow clients (decision 133).
  const httpServer = createHttpServer((req, res) => app(req, res), config.http, logger);
  const build = production
    ? {
        kind: "production" as const,
        clientDir: path.join(root, "build/client"),
        // Imported once: a function here would be called, and the import resolved again, on every request.
        serverBuilds: await importServerBuilds(root),
      }
    : {
        kind: "dev" as const,
        vite: await (await import("vite")).createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: "custom" }),
      };
  if (build.kind === "dev") closers.push(() => build.vite.close());
  // Server errors reach Sentry, scrubbed (decision 148); without a DSN nothing of Sentry is loaded.
  const sentry = config.sentryDsn ? await startSentry(config.sentryDsn, config.appEnv, build) : undefined;
  if (sentry) closers.push(sentry.close);

  let redis;
  // REDIS_URL, or the master a Sentinel set names, followed through a failover (decision 188).
  const redisTarget = config.redisUrl ?? config.redisSentinel;
  if (redisTarget) {
    redis = connectRedis(redisTarget);
    // Reported, not fatal: /readyz says not ready and sensitive actions are refused until it is back.
    redis.on("error", (error: Error) => logger.warn({ err: { message: error.message } }, "redis error"));
    const connection = redis;
    closers.push(async () => void (await connection.quit().catch(() => undefined)));
  }

  // Bound before the public port: a metrics address that cannot be had stops the start-up (decision 147).
  const { metrics, close: closeMetrics } = await processMetrics(config.metrics, logger);
  if (closeMetrics) closers.push(closeMetrics);
  const drain = createDrain({ ...config.shutdown, logger });
  const app = createApp({ config, logger, build, referenceApi, redis, drain, metrics, reportError: sentry?.reporter });
  const server = httpServer.listen(config.port, config.host, () => {
    logger.info({ host: config.host ?? "every interface", port: config.port, appEnv: config.appEnv, upstream: config.upstreamApiUrl ?? "embedded" }, "listening");
  });

  const stop = (signal: string) => drain.stop(server, signal, closers);
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

await main();
