// `npx tsx scripts/bench-metrics.ts`: the GET pages' server CPU with metrics off and on (issue 22, decision
// 147). Two products run side by side, one with METRICS_PORT; each page is loaded on one, then the other,
// in short alternating bursts (the order swapped each time), so that other load on a shared machine
// falls on both alike. 20 connections, as `npm run bench`'s GET scenarios. It asserts nothing;
// BENCH_PAIRS (default 15) is the number of 1 s bursts on each product per page.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { groupCpuMs } from "./bench/cpu";
import { ask, keepAliveAgent } from "./bench/http";
import { runLoad } from "./bench/load";
import { killAllChildren } from "./bench/processes";
import { removeDirs, startProduct, type Running } from "./bench/product";
import { loadAverage } from "./bench/report";
import { LOGIN_PATH } from "./bench/visitors";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONCURRENCY = 20;
const WARMUP = { maxMs: 1_000, maxRequests: 5_000 };
const BURST = { maxMs: 1_000, maxRequests: 100_000 };
const BROWSER = { Accept: "text/html", "Accept-Encoding": "gzip" };
const PAGES = [
  { name: "login page", path: LOGIN_PATH, route: "auth-client-login" },
  { name: "/feedback/success", path: "/feedback/success", route: "feedback-success" },
];

const tempDirs: string[] = [];
const cleanUp = () => {
  killAllChildren();
  removeDirs(tempDirs);
};
process.on("exit", cleanUp);

type Tally = { cpuMs: number; requests: number; errors: number };

/** One burst of GETs on one product: the CPU its process group spent, and the requests answered. */
async function burst(product: Running, pathname: string, limits: { maxMs: number; maxRequests: number }): Promise<Tally> {
  const agent = keepAliveAgent(CONCURRENCY);
  const once = async () => {
    const reply = await ask({ port: product.port, path: pathname, headers: BROWSER, agent });
    if (reply.status !== 200) throw new Error(`GET ${pathname} answered ${reply.status}`);
    return reply.body.length;
  };
  try {
    const before = groupCpuMs(product.child.pid);
    const result = await runLoad({ concurrency: CONCURRENCY, ...limits }, once);
    const after = groupCpuMs(product.child.pid);
    if (before === undefined || after === undefined) throw new Error("no /proc: server CPU cannot be read");
    return { cpuMs: after - before, requests: result.latencies.length, errors: result.errors };
  } finally {
    agent.destroy();
  }
}

/** The count the product's own scrape shows for a route: the metrics were kept while measured. */
async function scrapedCount(metricsPort: number, route: string): Promise<number> {
  const reply = await ask({ port: metricsPort, path: "/metrics" });
  const pattern = new RegExp(`^area_riservata_http_request_duration_seconds_count\\{route="${route}",method="GET",status="200"\\} (\\d+)$`, "m");
  return Number(pattern.exec(reply.body.toString("utf8"))?.[1] ?? 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const pairs = Number(process.env.BENCH_PAIRS ?? "15");
  console.log(`bench-metrics: node ${process.version}, ${os.cpus().length} CPU(s); load average at start ${loadAverage()}`);
  const products = { off: await startProduct(root, tempDirs, { workers: 1 }), on: await startProduct(root, tempDirs, { workers: 1, metrics: true }) };
  try {
    for (const page of PAGES) {
      const tally = { off: { cpuMs: 0, requests: 0, errors: 0 }, on: { cpuMs: 0, requests: 0, errors: 0 } };
      const ratios: number[] = [];
      for (const product of Object.values(products)) {
        // Once to render it, once more to keep it: the measured requests are served from the page cache.
        for (let index = 0; index < 2; index += 1) await ask({ port: product.port, path: page.path, headers: BROWSER });
        await burst(product, page.path, WARMUP);
      }
      for (let pair = 0; pair < pairs; pair += 1) {
        const order = pair % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const);
        const perRequest: Record<string, number> = {};
        for (const mode of order) {
          const result = await burst(products[mode], page.path, BURST);
          tally[mode].cpuMs += result.cpuMs;
          tally[mode].requests += result.requests;
          tally[mode].errors += result.errors;
          perRequest[mode] = result.cpuMs / Math.max(1, result.requests);
        }
        ratios.push(perRequest.on! / perRequest.off!);
      }
      const cpu = (mode: "off" | "on") => tally[mode].cpuMs / tally[mode].requests;
      const scraped = await scrapedCount(products.on.metricsPort!, page.route);
      console.log(
        `${page.name}: server CPU/request metrics off ${cpu("off").toFixed(3)} ms (${tally.off.requests} requests), ` +
          `on ${cpu("on").toFixed(3)} ms (${tally.on.requests} requests, ${scraped} in its own scrape); ` +
          `on ÷ off ${(cpu("on") / cpu("off")).toFixed(3)}, median of the ${pairs} pairs ${median(ratios).toFixed(3)}; errors ${tally.off.errors} / ${tally.on.errors}`,
      );
    }
  } finally {
    await products.off.stop();
    await products.on.stop();
  }
  console.log(`load average at end: ${loadAverage()}`);
}

main().then(
  () => {
    cleanUp();
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`bench-metrics could not run: ${error instanceof Error ? error.message : String(error)}\n`);
    cleanUp();
    process.exit(1);
  },
);
