// `npx tsx scripts/bench-metrics.ts`: the GET pages' server CPU with metrics off and on (issue 22, decision
// 147), in alternating runs of the same product, so that the machine's other load falls on both alike.
// The same load as `npm run bench`'s GET scenarios (20 connections, 1 s of warm-up, 5 s measured). It
// asserts nothing; BENCH_ROUNDS (default 3) is the number of off/on pairs.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { groupCpuMs } from "./bench/cpu";
import { ask, keepAliveAgent } from "./bench/http";
import { runLoad } from "./bench/load";
import { killAllChildren } from "./bench/processes";
import { removeDirs, startProduct } from "./bench/product";
import { cpuPerRequest, describe, loadAverage, type Measured } from "./bench/report";
import { LOGIN_PATH } from "./bench/visitors";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONCURRENCY = 20;
const WARMUP = { maxMs: 1_000, maxRequests: 5_000 };
const MEASURE = { maxMs: 5_000, maxRequests: 200_000 };
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

async function measureGet(port: number, pgid: number | undefined, pathname: string): Promise<Measured> {
  const agent = keepAliveAgent(CONCURRENCY);
  const once = async () => {
    const reply = await ask({ port, path: pathname, headers: BROWSER, agent });
    if (reply.status !== 200) throw new Error(`GET ${pathname} answered ${reply.status}`);
    return reply.body.length;
  };
  try {
    await runLoad({ concurrency: CONCURRENCY, ...WARMUP }, once);
    let before = groupCpuMs(pgid);
    const result = await runLoad({ concurrency: CONCURRENCY, ...MEASURE }, once, () => {
      before = groupCpuMs(pgid);
    });
    const after = groupCpuMs(pgid);
    return { ...result, serverCpuMs: before === undefined || after === undefined ? undefined : after - before };
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
  const rounds = Number(process.env.BENCH_ROUNDS ?? "3");
  console.log(`bench-metrics: node ${process.version}, ${os.cpus().length} CPU(s); load average at start ${loadAverage()}`);
  const cpu: Record<string, Record<"off" | "on", number[]>> = Object.fromEntries(PAGES.map((page) => [page.name, { off: [], on: [] }]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const mode of ["off", "on"] as const) {
      const product = await startProduct(root, tempDirs, { workers: 1, metrics: mode === "on" });
      try {
        for (const page of PAGES) {
          // Once to render it, once more to keep it: the measured requests are served from the page cache.
          for (let index = 0; index < 2; index += 1) await ask({ port: product.port, path: page.path, headers: BROWSER });
          const result = await measureGet(product.port, product.child.pid, page.path);
          const perRequest = cpuPerRequest(result);
          if (perRequest !== undefined) cpu[page.name]![mode].push(perRequest);
          let scraped = "";
          if (product.metricsPort) scraped = `; scraped count ${await scrapedCount(product.metricsPort, page.route)}`;
          console.log(`round ${round}, metrics ${mode}: ${describe(page.name, result)}${scraped}`);
        }
      } finally {
        await product.stop();
      }
    }
  }
  console.log("\nserver CPU per GET, median of the rounds (each round's figure in brackets):");
  for (const page of PAGES) {
    const { off, on } = cpu[page.name]!;
    const show = (values: number[]) => `${median(values).toFixed(3)} ms [${values.map((value) => value.toFixed(3)).join(", ")}]`;
    console.log(`  ${page.name}: metrics off ${show(off)}; on ${show(on)}`);
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
