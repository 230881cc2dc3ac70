import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedReferenceData } from "../../reference-api/data-template";
import { accepts, deployRun, freeBasePort, readSetState, running, type SetState } from "./support/set";
import { Visitor } from "./support/visitor";

const QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const LOGIN = `/auth/client_login?${QUERY}`;
const RESET = `/reset-password?${QUERY}`;
const CLIENTS = 4;

type Tally = {
  requests: number;
  byStatus: Record<string, number>;
  failures: string[];
  /** The unique account of every post the client saw accepted, per upstream call. */
  accepted: { login: string[]; reset: string[] };
};

/**
 * One visitor after another on 127.0.0.1, each opening a page and, two times out of three, posting
 * its form with an account no one else uses: a wrong password on the login, or a reset-password.
 */
async function visit(origin: string, client: number, tally: Tally, done: () => boolean): Promise<void> {
  for (let visit = 0; !done(); visit += 1) {
    const kind = (["page", "login", "reset"] as const)[(visit + client) % 3]!;
    const account = `rolling-${client}-${visit}@example.com`;
    const visitor = new Visitor(origin);
    const expect = (what: string, status: number, wanted: number) => {
      tally.requests += 1;
      tally.byStatus[`${what} ${status}`] = (tally.byStatus[`${what} ${status}`] ?? 0) + 1;
      if (status !== wanted) tally.failures.push(`${what} ${account}: ${status}`);
      return status === wanted;
    };
    try {
      const page = await visitor.get(kind === "reset" ? RESET : LOGIN);
      if (!expect("GET", page.status, 200) || kind === "page") continue;
      const csrf = Visitor.csrf(page);
      if (kind === "login") {
        const answer = await visitor.post(LOGIN, { csrf, username: account, prefix: "+39", password: "Sbagliata.1" });
        if (expect("POST login", answer.status, 200)) tally.accepted.login.push(account);
      } else {
        const answer = await visitor.post(RESET, { csrf, email: account });
        if (expect("POST reset", answer.status, 303)) tally.accepted.reset.push(account);
      }
    } catch (error) {
      tally.requests += 1;
      tally.failures.push(`${kind} ${account}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function untilCount(tally: Tally, count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (tally.requests < count) {
    if (Date.now() > deadline) throw new Error(`only ${tally.requests} requests within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many times the upstream saw each account on `call`, from the reference API's journal. */
function upstreamCalls(journal: string, call: string): Map<string, number> {
  const seen = new Map<string, number>();
  for (const line of readFileSync(journal, "utf8").split("\n").filter(Boolean)) {
    const entry = JSON.parse(line) as { method: string; path: string; account: string | null };
    if (entry.method === "POST" && entry.path.endsWith(call) && entry.account) seen.set(entry.account, (seen.get(entry.account) ?? 0) + 1);
  }
  return seen;
}

/**
 * Issue 22, "Rolling restarts lose nothing": the set deploy/run starts (reference API, Redis with
 * deploy/redis.conf, 3 instances, nginx), driven through nginx while `deploy/run roll` restarts the
 * instances one after another; then a lockout across a Redis restart; then a stop that leaves nothing.
 */
describe("the deployed set: a rolling restart under load, a Redis restart, a clean stop", () => {
  let base: number;
  let env: Record<string, string>;
  let deployDir: string;
  let journal: string;
  let origin: string;
  let started: SetState | null = null;
  const began = Date.now();

  beforeAll(async () => {
    base = await freeBasePort();
    deployDir = path.resolve(`data/deploy-test-${base}`);
    rmSync(deployDir, { recursive: true, force: true });
    // deploy/run opens the reference API's data where it finds it: a seeded copy spares its initdb (decision 159).
    await seedReferenceData(path.join(deployDir, "reference-api"));
    journal = path.join(deployDir, "reference-api-journal.jsonl");
    origin = `http://127.0.0.1:${base}`;
    env = {
      DEPLOY_DIR: deployDir,
      DEPLOY_PORT: String(base),
      APP_ENV: "Test",
      REFERENCE_API_JOURNAL: journal,
      LOGIN_FAILURES_PER_ACCOUNT_AND_IP: "3",
      LOG_LEVEL: "warn",
    };
    const start = await deployRun("start", env);
    started = readSetState(deployDir);
    expect(start.code, start.output).toBe(0);
    console.log(`deploy/run start: ${Math.round((Date.now() - began) / 1000)} s\n${start.output}`);
  }, 180_000);

  afterAll(async () => {
    if (existsSync(deployDir)) await deployRun("stop", env);
    rmSync(deployDir, { recursive: true, force: true });
  }, 60_000);

  it("restarts the 3 instances one after another: no failed or 5xx answer, every accepted post upstream exactly once", async () => {
    const tally: Tally = { requests: 0, byStatus: {}, failures: [], accepted: { login: [], reset: [] } };
    let stopLoad = false;
    const clients = Array.from({ length: CLIENTS }, (_, client) => visit(origin, client, tally, () => stopLoad));
    await untilCount(tally, 20, 30_000);
    const before = tally.requests;
    const rollStarted = Date.now();
    const roll = await deployRun("roll", env);
    const rollMs = Date.now() - rollStarted;
    const during = tally.requests - before;
    // A little more after the last instance is back, so the new instances serve too.
    await untilCount(tally, tally.requests + 20, 30_000);
    stopLoad = true;
    await Promise.all(clients);

    const logins = upstreamCalls(journal, "/v2/Login/Login");
    const resets = upstreamCalls(journal, "/v2/Account/ResetPassword");
    const lost = [
      ...tally.accepted.login.filter((account) => logins.get(account) !== 1).map((account) => `login ${account} × ${logins.get(account) ?? 0}`),
      ...tally.accepted.reset.filter((account) => resets.get(account) !== 1).map((account) => `reset ${account} × ${resets.get(account) ?? 0}`),
    ];
    console.log(
      [
        `roll: ${Math.round(rollMs / 100) / 10} s, ${during} requests during it, ${tally.requests} in all from ${CLIENTS} clients`,
        `answers: ${Object.entries(tally.byStatus).map(([what, count]) => `${what}: ${count}`).join(", ")}`,
        `failed or unexpected: ${tally.failures.length}${tally.failures.length ? ` (${tally.failures.slice(0, 5).join("; ")})` : ""}`,
        `posts accepted: ${tally.accepted.login.length} logins, ${tally.accepted.reset.length} resets; upstream saw each once: ${tally.accepted.login.length + tally.accepted.reset.length - lost.length}; lost or repeated: ${lost.length}`,
      ].join("\n"),
    );
    expect(roll.code, roll.output).toBe(0);
    expect(roll.output.match(/restarted/g)).toHaveLength(3);
    expect(during).toBeGreaterThan(0);
    expect(tally.accepted.login.length).toBeGreaterThan(0);
    expect(tally.accepted.reset.length).toBeGreaterThan(0);
    expect(tally.failures).toEqual([]);
    expect(lost).toEqual([]);
  }, 60_000);

  it("a lockout set before a Redis restart is still in force after it, on every instance", async () => {
    // Straight to an instance, the client's address is said as nginx says it: the lock is per account and address.
    const logIn = async (at: string, password: string) => {
      const visitor = new Visitor(at, at === origin ? {} : { "x-forwarded-for": "127.0.0.1" });
      const page = await visitor.get(LOGIN);
      return visitor.post(LOGIN, { csrf: Visitor.csrf(page), username: "mario.rossi@example.com", prefix: "+39", password });
    };
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await logIn(origin, `Sbagliata.${attempt}`)).status).toBe(200);
    expect((await logIn(origin, "Parcheggio.2026")).status).toBe(429);

    const restart = await deployRun("restart-redis", env);
    expect(restart.code, restart.output).toBe(0);

    const instances = readSetState(deployDir)!.instances.map((instance) => `http://127.0.0.1:${instance.port}`);
    const statuses = [];
    for (const at of [origin, ...instances]) statuses.push((await logIn(at, "Parcheggio.2026")).status);
    console.log(`after the Redis restart, the right password through nginx and on each instance: ${statuses.join(", ")}`);
    expect(statuses).toEqual([429, 429, 429, 429]);
  }, 60_000);

  it("stops whole: nginx, Redis, the reference API and every instance gone, no port of the set answering", async () => {
    const before = readSetState(deployDir)!;
    const pids = [before.referenceApi, before.redis, ...before.instances.map((instance) => instance.pid), ...(started?.instances.map((instance) => instance.pid) ?? [])];
    const nginxPid = Number(readFileSync(path.join(deployDir, "nginx/nginx.pid"), "utf8"));
    const stop = await deployRun("stop", env);
    expect(stop.code, stop.output).toBe(0);
    const left = [...pids, nginxPid].filter((pid): pid is number => typeof pid === "number" && running(pid));
    const answering = [];
    for (let port = base; port < base + 10; port += 1) if (await accepts(port)) answering.push(port);
    console.log(`stopped; whole test ${Math.round((Date.now() - began) / 1000)} s`);
    expect(left).toEqual([]);
    expect(answering).toEqual([]);
  }, 60_000);
});
