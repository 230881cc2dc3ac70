import cluster from "node:cluster";
import { createServer, type Server } from "node:http";
import { AggregatorRegistry, type Registry } from "prom-client";
import type { Logger } from "./logger";
import { createMetrics, createWorkerMetrics, type Metrics } from "./metrics";

export type MetricsAddress = { host: string; port: number };

type Scrape = () => Promise<{ contentType: string; body: string }>;

/** This process's own registry (one process, WEB_CONCURRENCY=1). */
export function scrapeOf(registry: Registry): Scrape {
  return async () => ({ contentType: registry.contentType, body: await registry.metrics() });
}

/** The cluster's primary: every worker's series, summed (a worker that does not answer in 5 s fails the scrape). */
export function clusterScrape(): Scrape {
  const aggregator = new AggregatorRegistry();
  return async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() });
}

/**
 * `GET /metrics` on its own address, never the public port: what it tells (routes, error rates, login
 * outcomes) is for the operator's Prometheus only. Anything else is 404, another method 405. A port that
 * cannot be bound stops the start-up with one line, before the public port opens.
 */
export async function serveMetrics(address: MetricsAddress, scrape: Scrape, logger: Logger): Promise<() => Promise<void>> {
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end("Method not allowed\n");
      return;
    }
    try {
      const { contentType, body } = await scrape();
      res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, "metrics scrape failed");
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" }).end("Metrics unavailable\n");
    }
  });
  await new Promise<void>((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      process.stderr.write(`Cannot serve metrics on ${address.host}:${address.port} (METRICS_HOST, METRICS_PORT): ${error.code ?? error.message}\n`);
      process.exit(1);
    });
    server.listen(address.port, address.host, () => resolve());
  });
  logger.info({ metrics: `${address.host}:${address.port}` }, "metrics listening");
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

/**
 * The metrics of the process that serves requests: one process keeps and serves its own; a worker only
 * keeps them, for the primary to ask (the primary serves them, main.ts). Null address: no metrics.
 */
export async function processMetrics(address: MetricsAddress | null, logger: Logger): Promise<{ metrics?: Metrics; close?: () => Promise<void> }> {
  if (!address) return {};
  if (cluster.isWorker) return { metrics: createWorkerMetrics() };
  const metrics = createMetrics();
  return { metrics, close: await serveMetrics(address, scrapeOf(metrics.registry), logger) };
}
