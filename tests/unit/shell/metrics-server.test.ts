import { createServer } from "node:net";
import { Registry } from "prom-client";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../../server/logger";
import { createMetrics } from "../../../server/metrics";
import { scrapeOf, serveMetrics } from "../../../server/metrics-server";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe("the metrics port (decision 147)", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());
  const logger = createLogger("silent");

  it("answers GET /metrics in Prometheus text, and nothing else", async () => {
    const port = await freePort();
    const metrics = createMetrics(new Registry());
    metrics.refused("strict");
    close = await serveMetrics({ host: "127.0.0.1", port }, scrapeOf(metrics.registry), logger);
    const base = `http://127.0.0.1:${port}`;
    const scrape = await fetch(`${base}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await scrape.text()).toContain('area_riservata_rate_limit_refusals_total{limit="strict"} 1');
    expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(405);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/../healthz`)).status).toBe(404);
  });

  it("answers 503 when the series cannot be gathered (a worker that does not answer)", async () => {
    const port = await freePort();
    close = await serveMetrics({ host: "127.0.0.1", port }, () => Promise.reject(new Error("Operation timed out.")), logger);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(503);
  });
});
