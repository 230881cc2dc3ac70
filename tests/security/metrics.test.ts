import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, CLIENT_LOGIN, PASSWORD, freePort, startApp, startWorkers, type Started } from "./support/server";
import { listeningAddresses } from "./support/sockets";
import { PROMETHEUS_OWN, dashboardExprs, exportedNames, metricNames, readRules } from "../support/prometheus";

const RESET = "/reset-password?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
// What answers without reaching a route (server/metrics.ts); anything else must be a route id of the build.
const FIXED_NAMES = ["healthz", "readyz", "reference-api", "assets", "static", "refused"];

type Series = { name: string; labels: Record<string, string>; value: number };

/** The scrape as Prometheus reads it: one sample per line, `name{labels} value`. */
function parse(text: string): Series[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1]!, pair[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of every sample of `name` whose labels include `labels`. */
function total(series: Series[], name: string, labels: Record<string, string> = {}): number {
  return series
    .filter((entry) => entry.name === name && Object.entries(labels).every(([key, value]) => entry.labels[key] === value))
    .reduce((sum, entry) => sum + entry.value, 0);
}

async function scrape(port: number): Promise<{ status: number; text: string; series: Series[] }> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  const text = await response.text();
  return { status: response.status, text, series: response.ok ? parse(text) : [] };
}

async function login(browser: Browser, username: string, password: string): Promise<number> {
  const csrf = await browser.csrf(CLIENT_LOGIN);
  const response = await browser.post(CLIENT_LOGIN, { csrf, username, prefix: "+39", password });
  await response.text();
  return response.status;
}

const COUNT = "area_riservata_http_request_duration_seconds_count";

/** Issue 22: what an operator's Prometheus sees after a login journey, one process (Dev). */
describe("metrics on METRICS_PORT, one process", () => {
  let server: Started;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startApp("Dev", {
      METRICS_PORT: String(metricsPort),
      // Low enough for the journey to meet a lock and the strict bucket, high enough for the rest of it.
      LOGIN_FAILURES_PER_ACCOUNT_AND_IP: "2",
      RATE_LIMIT_SENSITIVE_PER_MINUTE: "10",
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("after a login journey, shows every series of the issue with non-zero values, labelled by route id", async () => {
    const browser = new Browser(server.baseUrl);
    expect(await login(browser, "mario.rossi@example.com", PASSWORD)).toBe(303);
    const other = new Browser(server.baseUrl);
    expect(await login(other, "mario.rossi@example.com", "Sbagliata.1")).toBe(200);
    expect(await login(other, "mario.rossi@example.com", "Sbagliata.2")).toBe(200);
    // The third wrong password in a row from this address: locked before the upstream is asked.
    expect(await login(other, "mario.rossi@example.com", "Sbagliata.3")).toBe(429);
    // An unconfirmed mobile: the upstream sends the code with its answer.
    expect(await login(new Browser(server.baseUrl), "paolo.gallo@example.com", PASSWORD)).toBe(303);
    const resetting = new Browser(server.baseUrl);
    const csrf = await resetting.csrf(RESET);
    expect((await resetting.post(RESET, { csrf, email: "chiara.lombardi@example.com" })).status).toBe(303);
    expect((await new Browser(server.baseUrl).get("/feedback/success")).status).toBe(200);
    // Strict posts past the per-minute bucket: refused at the edge.
    const statuses: number[] = [];
    for (let index = 0; index < 12 && !statuses.includes(429); index += 1) {
      statuses.push((await new Browser(server.baseUrl).post(CLIENT_LOGIN, { username: "x" })).status);
    }
    expect(statuses).toContain(429);

    // Each answer is counted once its response has closed: poll until the last one shows.
    await expect.poll(async () => total((await scrape(metricsPort)).series, COUNT, { route: "auth-client-login", method: "POST", status: "429" }), { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const { status, text, series } = await scrape(metricsPort);
    expect(status).toBe(200);

    // Requests by route id.
    expect(total(series, COUNT, { route: "auth-client-login", method: "GET", status: "200" })).toBeGreaterThan(0);
    const flooded303 = statuses.filter((code) => code === 303).length;
    expect(total(series, COUNT, { route: "auth-client-login", method: "POST", status: "303" })).toBe(2 + flooded303);
    expect(total(series, COUNT, { route: "routes/reset-password/index", method: "POST", status: "303" })).toBe(1);
    expect(total(series, COUNT, { route: "feedback-success", method: "GET", status: "200" })).toBe(1);
    expect(total(series, COUNT, { route: "healthz" })).toBeGreaterThan(0);
    expect(total(series, "area_riservata_http_request_duration_seconds_sum", { route: "routes/reset-password/index", method: "POST" })).toBeGreaterThanOrEqual(0.95);
    // Upstream calls by name and outcome.
    const upstream = "area_riservata_upstream_request_duration_seconds_count";
    expect(total(series, upstream, { call: "login", outcome: "ok" })).toBe(1);
    expect(total(series, upstream, { call: "login", outcome: "code" })).toBe(3);
    expect(total(series, upstream, { call: "resetPassword", outcome: "ok" })).toBe(1);
    expect(total(series, "area_riservata_upstream_request_duration_seconds_sum", { call: "login" })).toBeGreaterThan(0);
    // Limit refusals by bucket.
    expect(total(series, "area_riservata_rate_limit_refusals_total", { limit: "loginLocked" })).toBe(1);
    expect(total(series, "area_riservata_rate_limit_refusals_total", { limit: "strict" })).toBeGreaterThanOrEqual(1);
    // Login outcomes by kind.
    const logins = "area_riservata_logins_total";
    expect(total(series, logins, { outcome: "success" })).toBe(1);
    expect(total(series, logins, { outcome: "badCredentials" })).toBe(2);
    expect(total(series, logins, { outcome: "locked" })).toBe(1);
    expect(total(series, logins, { outcome: "actionRequired" })).toBe(1);
    // SMS and e-mails.
    expect(total(series, "area_riservata_messages_sent_total", { channel: "sms", call: "login" })).toBe(1);
    expect(total(series, "area_riservata_messages_sent_total", { channel: "email", call: "resetPassword" })).toBe(1);
    // The process defaults.
    expect(total(series, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(total(series, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(total(series, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);

    // Bounded labels: route ids of the build or a fixed name, never a path; nobody's name or number.
    const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as { routes: Record<string, unknown> };
    const known = new Set([...Object.keys(build.routes), ...FIXED_NAMES]);
    const routes = new Set(series.filter((entry) => entry.labels.route !== undefined).map((entry) => entry.labels.route!));
    for (const route of routes) expect(known, `route label ${route}`).toContain(route);
    for (const secret of ["mario.rossi", "paolo.gallo", "chiara.lombardi", "example.com", "@", "3401234571", PASSWORD, "Sbagliata", "client_login", "parcheggi"]) {
      expect(text).not.toContain(secret);
    }
  });

  // Issue 44: a rule or a panel naming a series nobody exports would stay silent for ever.
  it("exports every metric the alert rules and the dashboard name, and its readiness", async () => {
    const { text, series } = await scrape(metricsPort);
    const exported = exportedNames(text);
    const rules = readRules();
    const recorded = new Set(rules.filter((rule) => rule.kind === "record").map((rule) => rule.name));
    const used = [...rules.map((rule) => ({ where: rule.name, expr: rule.expr })), ...dashboardExprs().map((target) => ({ where: target.panel, expr: target.expr }))];
    const names = used.flatMap(({ where, expr }) => metricNames(expr).map((name) => ({ where, name })));
    expect(names.filter(({ name }) => name.startsWith("area_riservata_")).length).toBeGreaterThan(10);
    for (const { where, name } of names) {
      if (recorded.has(name) || PROMETHEUS_OWN.has(name)) continue;
      expect(exported, `${name}, in ${where}`).toContain(name);
    }
    // No REDIS_URL here: the upstream is the one dependency, and it answers.
    expect(series.filter((entry) => entry.name === "area_riservata_ready")).toEqual([{ name: "area_riservata_ready", labels: { dependency: "upstream" }, value: 1 }]);
  });

  it("is not on the public port: /metrics there is a plain 404", async () => {
    const response = await fetch(`${server.baseUrl}/metrics`, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("process_cpu_seconds_total");
    const onMetricsPort = await fetch(`http://127.0.0.1:${metricsPort}/`);
    expect(onMetricsPort.status).toBe(404);
  });

  it("listens on 127.0.0.1 only by default", () => {
    expect(listeningAddresses(metricsPort)).toEqual(["127.0.0.1"]);
  });

  it("refuses to start with METRICS_PORT equal to PORT, in one line", async () => {
    const port = await freePort();
    await expect(startApp("Dev", { PORT: String(port), METRICS_PORT: String(port) })).rejects.toThrow(
      /exited \(1\):\nInvalid configuration: METRICS_PORT must differ from PORT \(\d+\): metrics are never served on the public port\n$/,
    );
  });
});

/** Decision 147: with WEB_CONCURRENCY=2 the primary serves one scrape that sums both workers. */
describe("metrics on METRICS_PORT, two workers", () => {
  let app: Started;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    app = await startWorkers("data/security-metrics-upstream", { METRICS_PORT: String(metricsPort) });
  }, 180_000);
  afterAll(() => app?.stop());

  it("counts every request whichever worker answered it", async () => {
    // Both workers listening, so that the requests below are shared between them.
    await expect.poll(() => app.output.join("").includes("every worker is listening"), { timeout: 60_000 }).toBe(true);
    const requests = 20;
    for (let index = 0; index < requests; index += 1) {
      const response = await fetch(`${app.baseUrl}/feedback/success`, { headers: { connection: "close" } });
      expect(response.status).toBe(200);
      await response.text();
    }
    const browser = new Browser(app.baseUrl);
    expect(await login(browser, "mario.rossi@example.com", "Sbagliata.1")).toBe(200);
    await expect
      .poll(async () => total((await scrape(metricsPort)).series, COUNT, { route: "feedback-success", method: "GET", status: "200" }), { timeout: 10_000 })
      .toBe(requests);
    const { series } = await scrape(metricsPort);
    expect(total(series, "area_riservata_logins_total", { outcome: "badCredentials" })).toBe(1);
    expect(total(series, "area_riservata_upstream_request_duration_seconds_count", { call: "login", outcome: "code" })).toBe(1);
    expect(total(series, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect((await fetch(`${app.baseUrl}/metrics`, { redirect: "manual" })).status).toBe(404);
  });
});
