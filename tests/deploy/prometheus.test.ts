import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedReferenceData } from "../../reference-api/data-template";
import { accepts, deployRun, freeBasePort, readSetState, running, type SetState } from "./support/set";
import { Visitor } from "./support/visitor";

const LOGIN = "/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const INSTANCES = 3;

type Alert = { labels: Record<string, string>; annotations: Record<string, string>; state: "pending" | "firing" };

/**
 * The rules of deploy/prometheus/ as deploy/run ships them, but for time: every `for:` is one second,
 * and stuffing needs 0.01 failed logins a second rather than 0.2 (a test cannot wait five minutes, nor
 * send sixty wrong passwords a minute for five). The expressions themselves are untouched.
 */
function testRules(into: string): void {
  mkdirSync(into, { recursive: true });
  for (const name of readdirSync("deploy/prometheus").filter((file) => file.endsWith(".rules.yml"))) {
    const text = readFileSync(path.join("deploy/prometheus", name), "utf8")
      .replace(/^(\s+for:) \S+$/gm, "$1 1s")
      .replace(/(record: area_riservata:threshold:login_failures_per_second\n\s+expr: )vector\([^)]*\)/, "$1vector(0.01)");
    writeFileSync(path.join(into, name), text);
  }
  expect(readFileSync(path.join(into, "thresholds.rules.yml"), "utf8")).toContain("vector(0.01)");
}

/**
 * Issue 44 point 4: a real Prometheus, started by deploy/run beside nginx, 3 instances and Redis, scrapes
 * every instance's metrics port each second. Redis stopped: its alert fires for every instance;
 * restarted: it resolves. Wrong passwords through nginx: the credential-stuffing alert fires.
 */
describe("Prometheus beside the deployed set (DEPLOY_PROMETHEUS=1)", () => {
  let env: Record<string, string>;
  let deployDir: string;
  let base: number;
  let origin: string;
  let prometheus: string;
  let set: SetState;

  async function api<T>(query: string): Promise<T> {
    const response = await fetch(`${prometheus}/api/v1/${query}`, { signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as { status: string; data: T };
    expect(body.status).toBe("success");
    return body.data;
  }

  const alerts = async (name?: string) => (await api<{ alerts: Alert[] }>("alerts")).alerts.filter((alert) => !name || alert.labels.alertname === name);
  const firing = async (name: string) => (await alerts(name)).filter((alert) => alert.state === "firing");

  beforeAll(async () => {
    base = await freeBasePort(11 + INSTANCES);
    deployDir = path.resolve(`data/deploy-prometheus-${base}`);
    rmSync(deployDir, { recursive: true, force: true });
    await seedReferenceData(path.join(deployDir, "reference-api"));
    const rules = path.join(deployDir, "test-rules");
    testRules(rules);
    origin = `http://127.0.0.1:${base}`;
    prometheus = `http://127.0.0.1:${base + 10}`;
    env = {
      DEPLOY_DIR: deployDir,
      DEPLOY_PORT: String(base),
      DEPLOY_INSTANCES: String(INSTANCES),
      APP_ENV: "Test",
      LOG_LEVEL: "warn",
      METRICS_PORT: String(base + 11),
      DEPLOY_PROMETHEUS: "1",
      DEPLOY_PROMETHEUS_RULES: rules,
      DEPLOY_PROMETHEUS_INTERVAL: "1",
    };
    const start = await deployRun("start", env);
    expect(start.code, start.output).toBe(0);
    set = readSetState(deployDir)!;
    expect(set.prometheus).toBeTypeOf("number");
  }, 180_000);

  afterAll(async () => {
    if (readSetState(deployDir ?? "")) await deployRun("stop", env);
    rmSync(deployDir, { recursive: true, force: true });
  }, 60_000);

  it("scrapes every instance's metrics port, and a healthy set raises no alert", async () => {
    const targets = Array.from({ length: INSTANCES }, (_, index) => `127.0.0.1:${base + 11 + index}`);
    const up = async () => {
      const data = await api<{ activeTargets: Array<{ labels: Record<string, string>; health: string }> }>("targets");
      return data.activeTargets.filter((target) => target.labels.job === "area-riservata" && target.health === "up").map((target) => target.labels.instance).sort();
    };
    await expect.poll(up, { timeout: 20_000, interval: 250 }).toEqual(targets);
    // Every instance's readiness, both dependencies, as the alerts read it.
    const ready = async () => (await api<{ result: Array<{ value: [number, string] }> }>("query?query=area_riservata_ready")).result.map((sample) => sample.value[1]);
    await expect.poll(ready, { timeout: 20_000, interval: 250 }).toEqual(Array(2 * INSTANCES).fill("1"));
    // Rules evaluated after that: nothing pending, nothing firing.
    const seen = Date.now();
    const evaluatedSince = async () => {
      const data = await api<{ groups: Array<{ name: string; lastEvaluation: string }> }>("rules");
      return data.groups.find((group) => group.name === "area-riservata-alerts")!.lastEvaluation;
    };
    await expect.poll(async () => Date.parse(await evaluatedSince()), { timeout: 10_000, interval: 250 }).toBeGreaterThan(seen + 1_000);
    expect(await alerts()).toEqual([]);
  }, 60_000);

  it("fires AreaRiservataCredentialStuffing on a burst of wrong passwords through nginx", async () => {
    const began = Date.now();
    let sent = 0;
    // Until it fires, bounded: the rate needs a few scrapes of each instance's counter.
    while ((await firing("AreaRiservataCredentialStuffing")).length === 0 && sent < 300 && Date.now() - began < 45_000) {
      const visitor = new Visitor(origin);
      const page = await visitor.get(LOGIN);
      expect(page.status).toBe(200);
      const post = await visitor.post(LOGIN, { csrf: Visitor.csrf(page), username: `stuffing-${sent}@example.com`, prefix: "+39", password: "Rubata.2024" });
      // The login page again, with its error: a wrong password, not a refusal of ours.
      expect(post.status).toBe(200);
      sent += 1;
    }
    const [alert] = await firing("AreaRiservataCredentialStuffing");
    console.log(`credential stuffing fired after ${sent} wrong passwords in ${Date.now() - began} ms`);
    expect(alert?.labels.severity).toBe("critical");
    expect(alert?.annotations.runbook_url).toBe("docs/operating.md#credential-stuffing");
    expect(alert?.annotations.summary).toMatch(/^Only 0% of logins succeed/);
  }, 60_000);

  it("fires AreaRiservataRedisUnreachable for every instance once Redis stops, and resolves it once deploy/run restart-redis brings it back", async () => {
    const redis = readSetState(deployDir)!.redis!;
    expect(await firing("AreaRiservataRedisUnreachable")).toEqual([]);
    const stopped = Date.now();
    process.kill(redis, "SIGTERM");
    await expect.poll(() => running(redis), { timeout: 10_000 }).toBe(false);
    await expect
      .poll(async () => (await firing("AreaRiservataRedisUnreachable")).map((alert) => alert.labels.instance).sort(), { timeout: 20_000, interval: 250 })
      .toEqual(Array.from({ length: INSTANCES }, (_, index) => `127.0.0.1:${base + 11 + index}`));
    const fired = Date.now() - stopped;
    const [alert] = await firing("AreaRiservataRedisUnreachable");
    expect(alert!.labels.severity).toBe("critical");
    expect(alert!.annotations.runbook_url).toBe("docs/operating.md#redis-unreachable");

    const restart = await deployRun("restart-redis", env);
    expect(restart.code, restart.output).toBe(0);
    const restarted = Date.now();
    await expect.poll(async () => (await alerts("AreaRiservataRedisUnreachable")).length, { timeout: 20_000, interval: 250 }).toBe(0);
    console.log(`Redis alert fired ${fired} ms after Redis stopped, resolved ${Date.now() - restarted} ms after it was ready again`);
  }, 90_000);

  it("stops whole with deploy/run stop: Prometheus and every piece gone, no port of the set answering", async () => {
    const before = readSetState(deployDir)!;
    const pids = [before.prometheus, before.referenceApi, before.redis, ...before.instances.map((instance) => instance.pid)];
    const nginxPid = Number(readFileSync(path.join(deployDir, "nginx/nginx.pid"), "utf8"));
    const stop = await deployRun("stop", env);
    expect(stop.code, stop.output).toBe(0);
    expect([...pids, nginxPid].filter((pid): pid is number => typeof pid === "number" && running(pid))).toEqual([]);
    const answering = [];
    for (let port = base; port < base + 11 + INSTANCES; port += 1) if (await accepts(port)) answering.push(port);
    expect(answering).toEqual([]);
  }, 60_000);
});
