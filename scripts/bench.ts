// `npm run bench`: measures the budgets of design §8 on this machine and prints them. It asserts
// nothing about timings (design §8: never a timed test); it exits non-zero only when it cannot run.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ask, cookieHeader, keepAliveAgent, mergeCookies } from "./bench/http";
import { percentile, runLoad, type LoadResult } from "./bench/load";
import { groupCpuMs } from "./bench/cpu";
import { freePort, killAllChildren, startTsx, stopChild, waitReady, type Started } from "./bench/processes";
import { startStubUpstream } from "./bench/stub-upstream";
import { assetWeight } from "./js-weight";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build/client");

const LOGIN_PATH = "/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const LANDING = "https://parcheggi.example.it/";
const GET_CONCURRENCY = 20;
const POST_CONCURRENCY = 10;
const STUB_LATENCY_MS = 50;
// Short runs: the machine is small and shared. A warm-up lets V8 optimise before anything is counted.
const WARMUP = { maxMs: 1_000, maxRequests: 5_000 };
const MEASURE = { maxMs: 5_000, maxRequests: 200_000 };
const KB = 1000; // the stricter reading of "KB"

const BUDGET = {
  loginRpsRatio: 1 / 12,
  loginP99Ms: 15,
  postOwnP99Ms: 5,
  jsGzip: 100 * KB,
  cssGzip: 8 * KB,
};

const tempDirs: string[] = [];

function cleanUp(): void {
  killAllChildren();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    process.stderr.write(`\n${signal}: stopping the bench and its child processes\n`);
    cleanUp();
    process.exit(130);
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

type Measured = LoadResult & { serverCpuMs?: number };

/** Runs a measured load and notes the CPU the server's processes spent on it. */
async function measured(pgid: number | undefined, run: () => Promise<LoadResult>): Promise<Measured> {
  const before = groupCpuMs(pgid);
  const result = await run();
  const after = groupCpuMs(pgid);
  return { ...result, serverCpuMs: before === undefined || after === undefined ? undefined : after - before };
}

function describe(name: string, result: Measured): string {
  const errors = result.errors ? `, ${result.errors} errors (first: ${result.firstError})` : "";
  const requests = result.latencies.length + result.errors;
  const cpu = result.serverCpuMs === undefined || requests === 0 ? "" : `, server CPU ${(result.serverCpuMs / requests).toFixed(2)} ms/request`;
  return (
    `${name}: ${result.latencies.length} requests in ${(result.elapsedMs / 1000).toFixed(1)} s, ` +
    `${result.rps.toFixed(0)} req/s, p50 ${ms(percentile(result.latencies, 50))}, p99 ${ms(percentile(result.latencies, 99))}${cpu}${errors}`
  );
}

/** The few entities React escapes attribute values with, so a token reads as the browser would send it. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (entity[0] !== "#") return named[entity.toLowerCase()]!;
    return String.fromCodePoint(entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });
}

/** A run whose every request failed says nothing about speed: the bench cannot go on. */
function usable(name: string, result: Measured): Measured {
  if (result.latencies.length === 0) throw new Error(`${name}: no request succeeded (first error: ${result.firstError})`);
  return result;
}

function ensureBuild(): void {
  if (existsSync(path.join(root, "build/server/index.js"))) return;
  console.log("build/server/index.js is missing: running `npx react-router build` first");
  const built = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("react-router build failed");
}

async function startProduct(upstreamUrl: string | undefined): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ar-bench-"));
  tempDirs.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: "Test",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ALLOWED_REDIRECT_ORIGINS: "https://parcheggi.example.it",
  };
  // Unset, the product embeds the reference API; set, it calls the given upstream.
  if (upstreamUrl) env.UPSTREAM_API_URL = upstreamUrl;
  else delete env.UPSTREAM_API_URL;
  delete env.SENTRY_DSN;
  const product = startTsx(root, "server/main.ts", env, port);
  // Generous: on a busy machine the embedded database alone can take tens of seconds to open.
  await waitReady(product, "/healthz", 90_000);
  return product;
}

/** Requests/s and latency of a GET at `concurrency`, after a warm-up that is not counted. */
async function measureGet(
  port: number,
  pgid: number | undefined,
  pathname: string,
  headers: Record<string, string>,
  expect: number,
): Promise<Measured> {
  const agent = keepAliveAgent(GET_CONCURRENCY);
  const once = async () => {
    const reply = await ask({ port, path: pathname, headers, agent });
    if (reply.status !== expect) throw new Error(`GET ${pathname} answered ${reply.status}`);
  };
  try {
    await runLoad({ concurrency: GET_CONCURRENCY, ...WARMUP }, once);
    return await measured(pgid, () => runLoad({ concurrency: GET_CONCURRENCY, ...MEASURE }, once));
  } finally {
    agent.destroy();
  }
}

async function staticBaseline(): Promise<Measured> {
  const port = await freePort();
  const server = startTsx(root, "scripts/bench/static-server.ts", { ...process.env, PORT: String(port), BENCH_STATIC_FILE: path.join(clientDir, "favicon.svg") }, port);
  try {
    await waitReady(server, "/", 15_000);
    return usable("static file", await measureGet(port, server.child.pid, "/favicon.svg", {}, 200));
  } finally {
    await stopChild(server.child);
  }
}

type PageWeight = { page: string; js: number; css: number; files: number };

/** Login page throughput, and the first-load weight of the pages, from a product with the reference API inside. */
async function loginPageAndWeights(): Promise<{ login: Measured; weights: PageWeight[] }> {
  const product = await startProduct(undefined);
  try {
    // As a browser asks: gzip accepted, so compression is part of what is measured.
    const headers = { Accept: "text/html", "Accept-Encoding": "gzip" };
    const login = usable("login page", await measureGet(product.port, product.child.pid, LOGIN_PATH, headers, 200));
    const weights: PageWeight[] = [];
    for (const page of ["/feedback/404", LOGIN_PATH]) {
      const reply = await ask({ port: product.port, path: page, headers: { Accept: "text/html" } });
      const html = reply.body.toString("utf8");
      if (!html.includes("<html")) throw new Error(`GET ${page} answered ${reply.status} without a document`);
      const weight = assetWeight(html, clientDir);
      weights.push({ page, js: weight.js, css: weight.css, files: weight.files.length });
    }
    return { login, weights };
  } finally {
    await stopChild(product.child);
  }
}

type Visitor = { cookies: Map<string, string>; csrf: string };

/** What a browser holds after showing the login form: the product's cookies and the form's CSRF token. */
async function visit(port: number): Promise<Visitor> {
  const reply = await ask({ port, path: LOGIN_PATH, headers: { Accept: "text/html" } });
  if (reply.status !== 200) throw new Error(`login page answered ${reply.status}`);
  const cookies = new Map<string, string>();
  mergeCookies(cookies, reply.headers["set-cookie"]);
  const csrf = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(reply.body.toString("utf8"));
  const raw = csrf?.[1] ?? csrf?.[2];
  const token = raw === undefined ? undefined : decodeEntities(raw);
  if (!token) throw new Error("login page has no csrf input");
  for (const name of ["ar_session", "ar_csrf"]) if (!cookies.has(name)) throw new Error(`login page set no ${name} cookie`);
  return { cookies, csrf: token };
}

/** Latency of a no-JavaScript login post against an upstream that answers the login after a fixed delay. */
async function loginPost(): Promise<{ post: Measured; upstreamLogins: number }> {
  const stub = await startStubUpstream(STUB_LATENCY_MS);
  let product: Started | undefined;
  try {
    product = await startProduct(`http://127.0.0.1:${stub.port}`);
    const port = product.port;
    const visitors = await Promise.all(Array.from({ length: POST_CONCURRENCY }, () => visit(port)));
    const agent = keepAliveAgent(POST_CONCURRENCY);
    const once = async (client: number) => {
      const visitor = visitors[client]!;
      const body = new URLSearchParams({
        csrf: visitor.csrf,
        username: "mario.rossi@example.com",
        prefix: "+39",
        password: "Parcheggio.2026",
      }).toString();
      const reply = await ask({
        port,
        path: LOGIN_PATH,
        method: "POST",
        agent,
        headers: {
          Accept: "text/html",
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: cookieHeader(visitor.cookies),
          Origin: `http://127.0.0.1:${port}`,
        },
        body,
      });
      // The browser keeps what the answer sets (session, relayed upstream cookies) for its next post.
      mergeCookies(visitor.cookies, reply.headers["set-cookie"]);
      if (reply.status !== 303 || reply.headers.location !== LANDING) {
        throw new Error(`login post answered ${reply.status} to ${reply.headers.location ?? "nowhere"}`);
      }
    };
    try {
      await runLoad({ concurrency: POST_CONCURRENCY, maxMs: 1_000, maxRequests: 500 }, once);
      const before = stub.logins();
      const post = usable(
        "login post",
        await measured(product.child.pid, () => runLoad({ concurrency: POST_CONCURRENCY, maxMs: 5_000, maxRequests: 5_000 }, once)),
      );
      return { post, upstreamLogins: stub.logins() - before };
    } finally {
      agent.destroy();
    }
  } finally {
    if (product) await stopChild(product.child);
    await stub.close();
  }
}

type Row = { figure: string; value: string; budget: string; within: boolean | undefined };

function printTable(rows: Row[]): void {
  const cells = rows.map((row) => [row.figure, row.value, row.budget, row.within === undefined ? "not measured" : row.within ? "within" : "over"]);
  const header = ["figure", "measured", "budget", "verdict"];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) => cell.map((text, column) => text.padEnd(widths[column]!)).join("  ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const cell of cells) console.log(line(cell));
}

async function main(): Promise<void> {
  console.log(`bench: node ${process.version}, ${os.cpus().length} CPU(s), loopback only; figures vary with other load on the machine\n`);
  ensureBuild();

  const baseline = await staticBaseline();
  console.log(describe(`static file, bare node:http, ${GET_CONCURRENCY} connections`, baseline));

  const { login, weights } = await loginPageAndWeights();
  console.log(describe(`login page GET, ${GET_CONCURRENCY} connections`, login));

  const { post, upstreamLogins } = await loginPost();
  console.log(describe(`login post (upstream login answers after ${STUB_LATENCY_MS} ms), ${POST_CONCURRENCY} connections`, post));
  console.log(`  upstream login calls during the measured run: ${upstreamLogins}`);
  for (const weight of weights) {
    console.log(`first load of ${weight.page}: JS ${kb(weight.js)} gzip, CSS ${kb(weight.css)} gzip (${weight.files} files)`);
  }

  const ratio = login.rps / baseline.rps;
  const loginP99 = percentile(login.latencies, 99);
  const ownP50 = percentile(post.latencies, 50) - STUB_LATENCY_MS;
  const ownP99 = percentile(post.latencies, 99) - STUB_LATENCY_MS;
  const rows: Row[] = [
    {
      figure: "login page req/s ÷ static req/s",
      value: `1/${(1 / ratio).toFixed(1)} (${login.rps.toFixed(0)} ÷ ${baseline.rps.toFixed(0)})`,
      budget: "≥ 1/12",
      within: ratio >= BUDGET.loginRpsRatio,
    },
    { figure: `login page p99 @${GET_CONCURRENCY}`, value: ms(loginP99), budget: `≤ ${BUDGET.loginP99Ms} ms`, within: loginP99 <= BUDGET.loginP99Ms },
    {
      figure: `login post p99 − ${STUB_LATENCY_MS} ms upstream`,
      value: `${ms(ownP99)} (p50 ${ms(ownP50)})`,
      budget: `≤ ${BUDGET.postOwnP99Ms} ms`,
      within: ownP99 <= BUDGET.postOwnP99Ms,
    },
    ...weights.flatMap((weight): Row[] => [
      { figure: `JS gzip, ${weight.page.split("?")[0]}`, value: kb(weight.js), budget: `≤ ${kb(BUDGET.jsGzip)}`, within: weight.js <= BUDGET.jsGzip },
      { figure: `CSS gzip, ${weight.page.split("?")[0]}`, value: kb(weight.css), budget: `≤ ${kb(BUDGET.cssGzip)}`, within: weight.css <= BUDGET.cssGzip },
    ]),
    { figure: "Lighthouse perf/a11y/best practices", value: "not measured (offline)", budget: "100 each", within: undefined },
  ];
  printTable(rows);
}

main().then(
  () => {
    cleanUp();
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`bench could not run: ${error instanceof Error ? error.message : String(error)}\n`);
    cleanUp();
    process.exit(1);
  },
);
