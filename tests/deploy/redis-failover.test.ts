import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, nodeRole } from "../../deploy/lib/sentinel";
import { seedReferenceData } from "../../reference-api/data-template";
import { accepts, deployRun, freeBasePort, readSetState, running, type SetState } from "./support/set";
import { send, Visitor } from "./support/visitor";

const QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";
const LOGIN = `/auth/client_login?${QUERY}`;
const RESET = `/reset-password?${QUERY}`;
const UNAVAILABLE = "Non possiamo verificare la richiesta in questo momento";
const CLIENTS = 4;
/** Longer than any answer may take (reset-password's 1 s, a refusal's 2 s): past it a request hung. */
const DEADLINE_MS = 5_000;
/** The bound on the time from the master's death to posts accepted again. */
const RECOVERY_MS = 15_000;
/** deploy/run's layout from DEPLOY_PORT (+0 … +14 with the Sentinel layout), then the two metrics ports. */
const SPAN = 17;

type Sentinel = SetState & { redisNodes: Array<{ port: number; pid: number }>; sentinels: Array<{ port: number; pid: number }> };
type Post = { kind: "login" | "reset"; started: number; ended: number; outcome: "accepted" | "refused" | "failed" };
type Tally = { posts: Post[]; failures: string[]; hung: number };

/** One visitor after another: a page, then its form, a wrong password or a reset, for an account no one else uses. */
async function visit(origin: string, client: number, tally: Tally, done: () => boolean): Promise<void> {
  for (let round = 0; !done(); round += 1) {
    const kind = round % 2 === 0 ? "login" : "reset";
    const account = `failover-${client}-${round}@example.com`;
    const visitor = new Visitor(origin);
    const judge = (what: string, answer: { status: number; body: string }, accepted: number, ms: number): Post["outcome"] => {
      if (ms > DEADLINE_MS) {
        tally.hung += 1;
        tally.failures.push(`${what} ${account}: answered after ${ms} ms`);
      }
      if (answer.status === accepted) return "accepted";
      if (answer.status === 503 && answer.body.includes(UNAVAILABLE)) return "refused";
      tally.failures.push(`${what} ${account}: ${answer.status}`);
      return "failed";
    };
    const started = Date.now();
    try {
      const page = await visitor.get(kind === "login" ? LOGIN : RESET);
      if (judge("GET", page, 200, Date.now() - started) !== "accepted") continue;
      const csrf = Visitor.csrf(page);
      const posted = Date.now();
      const answer =
        kind === "login"
          ? await visitor.post(LOGIN, { csrf, username: account, prefix: "+39", password: "Sbagliata.1" })
          : await visitor.post(RESET, { csrf, email: account });
      const ended = Date.now();
      tally.posts.push({ kind, started: posted, ended, outcome: judge(`POST ${kind}`, answer, kind === "login" ? 200 : 303, ended - posted) });
    } catch (error) {
      tally.hung += Date.now() - started > DEADLINE_MS ? 1 : 0;
      tally.failures.push(`${kind} ${account}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function until(what: string | (() => string), check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${typeof what === "string" ? what : what()}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const accepted = (tally: Tally, after: number) => tally.posts.filter((post) => post.started >= after && post.outcome === "accepted").length;

function offset(info: unknown, field: string): number {
  return Number(new RegExp(`${field}:(\\d+)`).exec(String(info))?.[1] ?? -1);
}

/** What an instance's /readyz says of its Redis link. */
async function readyz(instance: string): Promise<{ status: number; role: string | null; switchedAt: string | null }> {
  const answer = await send(new URL("/readyz", instance));
  const body = JSON.parse(answer.body) as { redis?: { role: string | null; switchedAt: string | null } };
  return { status: answer.status, role: body.redis?.role ?? null, switchedAt: body.redis?.switchedAt ?? null };
}

/** The two Redis series an instance's metrics port exports. */
async function redisSeries(port: number): Promise<{ master: number; replica: number; none: number; switched: number }> {
  const text = (await send(new URL(`http://127.0.0.1:${port}/metrics`))).body;
  const value = (pattern: string) => Number(new RegExp(`^${pattern} (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN);
  return {
    master: value('area_riservata_redis_role\\{role="master"\\}'),
    replica: value('area_riservata_redis_role\\{role="replica"\\}'),
    none: value('area_riservata_redis_role\\{role="none"\\}'),
    switched: value("area_riservata_redis_switched_timestamp_seconds"),
  };
}

/**
 * Issue 47: the set deploy/run starts with DEPLOY_REDIS_SENTINEL=1 (a master, a replica, three
 * sentinels), driven through nginx while the master is killed (SIGKILL); then the old master comes
 * back, as a replica, under the same load. The sentinels count a master down after 1 s here (5 s by
 * default): the test's own layout, kept short.
 */
describe("the deployed set on Redis Sentinel: the master killed under load", () => {
  let base: number;
  let env: Record<string, string>;
  let deployDir: string;
  let origin: string;
  let set: Sentinel;
  const began = Date.now();

  beforeAll(async () => {
    base = await freeBasePort(SPAN);
    deployDir = path.resolve(`data/deploy-failover-${base}`);
    rmSync(deployDir, { recursive: true, force: true });
    await seedReferenceData(path.join(deployDir, "reference-api"));
    origin = `http://127.0.0.1:${base}`;
    env = {
      DEPLOY_DIR: deployDir,
      DEPLOY_PORT: String(base),
      DEPLOY_INSTANCES: "2",
      DEPLOY_REDIS_SENTINEL: "1",
      DEPLOY_REDIS_SENTINEL_DOWN_AFTER_MS: "1000",
      DEPLOY_REDIS_SENTINEL_FAILOVER_TIMEOUT_MS: "3000",
      METRICS_PORT: String(base + 15),
      APP_ENV: "Test",
      LOGIN_FAILURES_PER_ACCOUNT_AND_IP: "3",
      LOG_LEVEL: "warn",
    };
    const start = await deployRun("start", env);
    expect(start.code, start.output).toBe(0);
    set = readSetState(deployDir) as Sentinel;
    expect(set.redis).toBeNull();
    expect(set.redisNodes.map((node) => node.port)).toEqual([base + 8, base + 11]);
    expect(set.sentinels.map((sentinel) => sentinel.port)).toEqual([base + 12, base + 13, base + 14]);
    console.log(`deploy/run start: ${Math.round((Date.now() - began) / 1000)} s`);
  }, 180_000);

  afterAll(async () => {
    if (existsSync(deployDir)) await deployRun("stop", env);
    rmSync(deployDir, { recursive: true, force: true });
  }, 60_000);

  const instances = () => set.instances.map((instance) => `http://127.0.0.1:${instance.port}`);
  const metricsPorts = () => set.instances.map((_, index) => base + 15 + index);
  // Straight to an instance, the client's address is said as nginx says it: the lock is per account and address.
  const logIn = async (at: string, password: string) => {
    const visitor = new Visitor(at, at === origin ? {} : { "x-forwarded-for": "127.0.0.1" });
    const page = await visitor.get(LOGIN);
    return visitor.post(LOGIN, { csrf: Visitor.csrf(page), username: "mario.rossi@example.com", prefix: "+39", password });
  };

  it("kills the master under load: posts accepted again within 15 s, only the branded 503 meanwhile, none hung, the lockout kept; the old master rejoins as a replica and nothing changes", async () => {
    const [master, replica] = set.redisNodes;
    expect(await nodeRole(master!.port)).toBe("master");
    expect(await nodeRole(replica!.port)).toBe("replica");

    // A lockout before the failover, replicated: the replica has every write the master had taken.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await logIn(origin, `Sbagliata.${attempt}`)).status).toBe(200);
    expect((await logIn(origin, "Parcheggio.2026")).status).toBe(429);
    const written = offset(await ask(master!.port, "INFO", "replication"), "master_repl_offset");
    await until("the replica to hold the lockout", async () => offset(await ask(replica!.port, "INFO", "replication"), "slave_repl_offset") >= written, 5_000);
    for (const instance of instances()) expect(await readyz(instance)).toMatchObject({ status: 200, role: "master" });

    const tally: Tally = { posts: [], failures: [], hung: 0 };
    let stopLoad = false;
    const clients = Array.from({ length: CLIENTS }, (_, client) => visit(origin, client, tally, () => stopLoad));
    try {
      await until("20 posts accepted before the kill", () => accepted(tally, began) >= 20, 30_000);

      const killedAt = Date.now();
      process.kill(master!.pid, "SIGKILL");
      // Every instance on the new master, and a steady stream of posts accepted since.
      let seen: unknown;
      await until(
        () => `every instance on the new master (last /readyz: ${JSON.stringify(seen)}; ${tally.posts.length} posts)`,
        async () => {
          const ready = await Promise.all(instances().map(readyz));
          seen = ready;
          return ready.every((each) => each.status === 200 && each.role === "master" && Date.parse(each.switchedAt!) >= killedAt);
        },
        RECOVERY_MS + 15_000,
      );
      const onNewMaster = Date.now();
      await until("20 posts accepted on the new master", () => accepted(tally, onNewMaster) >= 20, 30_000);
      const after = tally.posts.filter((post) => post.ended > killedAt);
      const refused = after.filter((post) => post.outcome === "refused");
      const lastRefusal = Math.max(killedAt, ...refused.map((post) => post.ended));
      const recoveryMs = lastRefusal - killedAt;
      expect(await nodeRole(replica!.port)).toBe("master");
      const switched = await Promise.all(instances().map(readyz));
      console.log(
        [
          `failover: posts accepted again ${recoveryMs} ms after the master's SIGKILL; every instance's /readyz on the new master after ${onNewMaster - killedAt} ms`,
          `posts after the kill: ${after.length}, refused with the branded 503: ${refused.length}, failed: ${tally.failures.length}, hung: ${tally.hung}`,
        ].join("\n"),
      );
      expect(tally.failures).toEqual([]);
      expect(tally.hung).toBe(0);
      expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_MS);
      // The link's switch is told, by the metrics as by /readyz, after the kill.
      for (const port of metricsPorts()) {
        const series = await redisSeries(port);
        expect(series).toMatchObject({ master: 1, replica: 0, none: 0 });
        expect(series.switched * 1000).toBeGreaterThanOrEqual(killedAt);
      }

      // The lockout taken before the failover holds on the new master, through nginx and on each instance.
      const locked = [];
      for (const at of [origin, ...instances()]) locked.push((await logIn(at, "Parcheggio.2026")).status);
      expect(locked).toEqual([429, 429, 429]);

      // The old master comes back, as a replica, under the same load: nobody notices.
      const rejoinFrom = tally.posts.length;
      const revive = await deployRun("revive-redis", env);
      expect(revive.code, revive.output).toBe(0);
      expect(revive.output).toContain(`Redis :${master!.port} (replica of :${replica!.port})`);
      const revived = (readSetState(deployDir) as Sentinel).redisNodes.find((node) => node.port === master!.port)!;
      expect(revived.pid).not.toBe(master!.pid);
      expect(await nodeRole(master!.port)).toBe("replica");
      const rejoined = Date.now();
      await until("20 posts accepted after the rejoin", () => accepted(tally, rejoined) >= 20, 30_000);
      const during = tally.posts.slice(rejoinFrom);
      console.log(`rejoin: ${during.length} posts while the old master came back as a replica, refused: ${during.filter((post) => post.outcome !== "accepted").length}`);
      expect(during.filter((post) => post.outcome !== "accepted")).toEqual([]);
      expect(tally.failures).toEqual([]);
      expect(await Promise.all(instances().map(readyz))).toEqual(switched);
      expect(await nodeRole(master!.port)).toBe("replica");
    } finally {
      stopLoad = true;
      await Promise.all(clients);
    }
  }, 120_000);

  it("stops whole: the nodes, the sentinels, nginx, the reference API and every instance gone, no port of the set answering", async () => {
    const before = readSetState(deployDir) as Sentinel;
    const pids = [before.referenceApi, ...before.redisNodes.map((node) => node.pid), ...before.sentinels.map((sentinel) => sentinel.pid), ...before.instances.map((instance) => instance.pid)];
    const nginxPid = Number(readFileSync(path.join(deployDir, "nginx/nginx.pid"), "utf8"));
    const stop = await deployRun("stop", env);
    expect(stop.code, stop.output).toBe(0);
    const left = [...pids, nginxPid].filter((pid): pid is number => typeof pid === "number" && running(pid));
    const answering = [];
    for (let port = base; port < base + SPAN; port += 1) if (await accepts(port)) answering.push(port);
    console.log(`stopped; whole test ${Math.round((Date.now() - began) / 1000)} s`);
    expect(left).toEqual([]);
    expect(answering).toEqual([]);
  }, 60_000);
});
