import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nginxBinary, nginxPid, nginxServes, reloadNginx, startNginx, stopNginx, type NginxSet } from "./lib/nginx";
import { alive, answers, redisPong, startDetached, stopProcess, until } from "./lib/processes";
import { prometheusBinary, prometheusReady, startPrometheus, type PrometheusSet } from "./lib/prometheus";
import { masterPort, nodeRole, reviveSentinelSet, startSentinelSet, type Piece, type SentinelSet } from "./lib/sentinel";
import { isLoopbackAddress } from "../app/loopback.server";
import { builtToStart } from "../server/builds";

/**
 * The whole set on one machine (issue 22; docs/deploying.md; decision 146): the reference API
 * (unless UPSTREAM_API_URL names a real upstream), Redis with deploy/redis.conf (unless REDIS_URL
 * names one), DEPLOY_INSTANCES app instances and nginx in front of them; with DEPLOY_PROMETHEUS=1, a
 * Prometheus scraping the instances' metrics ports with deploy/prometheus/'s rules (issue 44); with
 * DEPLOY_REDIS_SENTINEL=1, Redis as a master, a replica and three sentinels (issue 47, decision 188).
 *
 *   deploy/run start | stop | status | roll | restart-redis | revive-redis
 *
 * The release is the checkout this script lives in; the set's state (pids, logs, Redis's data,
 * nginx's prefix) is in DEPLOY_DIR, shared by every release.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;

function whole(name: string, fallback: number, min: number, max: number): number {
  const value = env[name] ? Number(env[name]) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

const deployDir = path.resolve(env.DEPLOY_DIR || path.join(repo, "data/deploy"));
const basePort = whole("DEPLOY_PORT", 8080, 1, 65_525);
const count = whole("DEPLOY_INSTANCES", 3, 1, 6);
const layout = {
  nginx: basePort,
  instances: Array.from({ length: count }, (_, index) => basePort + 1 + index),
  status: basePort + 7,
  redis: basePort + 8,
  referenceApi: basePort + 9,
  prometheus: basePort + 10,
  // DEPLOY_REDIS_SENTINEL=1: the master starts on `redis`, its replica and the three sentinels after Prometheus.
  replica: basePort + 11,
  sentinels: [basePort + 12, basePort + 13, basePort + 14],
};
const nginxSet: NginxSet = {
  prefix: path.join(deployDir, "nginx"),
  listen: env.DEPLOY_LISTEN || `127.0.0.1:${basePort}`,
  statusPort: layout.status,
  instances: layout.instances,
};
const withPrometheus = env.DEPLOY_PROMETHEUS === "1";
const prometheusSet: PrometheusSet = {
  dir: path.join(deployDir, "prometheus"),
  port: layout.prometheus,
  targets: layout.instances.map((_, index) => Number(env.METRICS_PORT) + index),
  rules: path.resolve(env.DEPLOY_PROMETHEUS_RULES || path.join(repo, "deploy/prometheus")),
  intervalSeconds: whole("DEPLOY_PROMETHEUS_INTERVAL", 15, 1, 300),
};
const logs = path.join(deployDir, "logs");
// The set starts its own Redis unless one is named: one node (deploy/redis.conf), or the Sentinel layout.
const ownRedis = !env.REDIS_URL && !env.REDIS_SENTINELS;
const withSentinel = env.DEPLOY_REDIS_SENTINEL === "1";
const sentinelSet: SentinelSet = {
  dir: deployDir,
  repo,
  logs,
  nodes: [layout.redis, layout.replica],
  sentinels: layout.sentinels,
  masterName: "area-riservata",
  downAfterMs: whole("DEPLOY_REDIS_SENTINEL_DOWN_AFTER_MS", 5_000, 100, 600_000),
  failoverTimeoutMs: whole("DEPLOY_REDIS_SENTINEL_FAILOVER_TIMEOUT_MS", 10_000, 1_000, 3_600_000),
};
const stateFile = path.join(deployDir, "state.json");
// Production-like unless said otherwise: Test's limits are raised and its test routes forge sessions (decision 179).
const appEnv = env.APP_ENV || "Prod";
// The roll has nginx stop sending first: the drain only covers the old workers' last moments.
const drainDelayMs = whole("SHUTDOWN_DRAIN_DELAY_MS", 1_000, 0, 600_000);
const stopBoundMs = drainDelayMs + whole("SHUTDOWN_TIMEOUT_MS", 10_000, 100, 600_000) + 5_000;

type State = {
  release: string;
  generation: number;
  referenceApi: number | null;
  redis: number | null;
  instances: Array<{ port: number; pid: number }>;
  /** Absent in a state written before Prometheus could be started. */
  prometheus?: number | null;
  /** DEPLOY_REDIS_SENTINEL=1: the Redis nodes and the sentinels (`redis` is then null). */
  redisNodes?: Piece[];
  sentinels?: Piece[];
};

function readState(): State | null {
  return existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, "utf8")) as State) : null;
}

function writeState(state: State): void {
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

function say(line: string): void {
  process.stdout.write(`deploy: ${line}\n`);
}

function upstreamUrl(): string {
  return env.UPSTREAM_API_URL || `http://127.0.0.1:${layout.referenceApi}`;
}

/** How the instances reach Redis: the one named, this set's single node, or its sentinels. */
function redisEnv(): NodeJS.ProcessEnv {
  if (!ownRedis) return {};
  if (!withSentinel) return { REDIS_URL: `redis://127.0.0.1:${layout.redis}/0` };
  return { REDIS_SENTINELS: layout.sentinels.map((port) => `127.0.0.1:${port}`).join(","), REDIS_SENTINEL_MASTER: sentinelSet.masterName };
}

/** Generated once and kept beside the state (mode 600) unless SESSION_SECRET is given. */
function sessionSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(deployDir, "session-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

function checkMachine(): void {
  const missing = [];
  try {
    execFileSync(nginxBinary(), ["-v"], { stdio: "ignore" });
  } catch {
    missing.push("nginx");
  }
  if (ownRedis) {
    try {
      execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    } catch {
      missing.push("redis-server");
    }
  }
  if (ownRedis && withSentinel) {
    try {
      execFileSync("redis-sentinel", ["--version"], { stdio: "ignore" });
    } catch {
      missing.push("redis-sentinel");
    }
  }
  if (withPrometheus) {
    try {
      execFileSync(prometheusBinary(), ["--version"], { stdio: "ignore" });
    } catch {
      missing.push("prometheus");
    }
  }
  if (missing.length) throw new Error(`missing: ${missing.join(", ")} (apt-get install -y ${missing.join(" ")})`);
  if (!["", "0", "1"].includes(env.DEPLOY_PROMETHEUS ?? "")) throw new Error("DEPLOY_PROMETHEUS must be 1 (start Prometheus beside the set) or 0");
  if (!["", "0", "1"].includes(env.DEPLOY_REDIS_SENTINEL ?? "")) throw new Error("DEPLOY_REDIS_SENTINEL must be 1 (Redis as a master, a replica and three sentinels) or 0");
  if (withSentinel && !ownRedis) throw new Error("DEPLOY_REDIS_SENTINEL=1 starts the set's own Redis and sentinels: unset REDIS_URL and REDIS_SENTINELS");
  if (withPrometheus && !env.METRICS_PORT) throw new Error("DEPLOY_PROMETHEUS=1 needs METRICS_PORT: Prometheus scrapes each instance's metrics port");
  if ((appEnv === "Cld" || appEnv === "Prod") && !env.UPSTREAM_API_URL) {
    throw new Error(
      `APP_ENV=${appEnv}${env.APP_ENV ? "" : " (the default)"} needs UPSTREAM_API_URL: the reference API is a demo upstream, for Dev and Test (APP_ENV=Test for the demo set on it)`,
    );
  }
  // The instances refuse a HOST off the loopback themselves; nginx is the set's own door.
  if ((appEnv === "Dev" || appEnv === "Test") && !onLoopback(nginxSet.listen)) {
    throw new Error(
      `DEPLOY_LISTEN must be a loopback address and port, such as 127.0.0.1:8080, when APP_ENV is ${appEnv} (got ${JSON.stringify(nginxSet.listen)}; its test routes never leave this machine)`,
    );
  }
}

/** Whether an nginx `listen` value is a loopback address with its port ("8080" alone is every interface). */
function onLoopback(listen: string): boolean {
  const match = /^(?:\[([^\]]+)\]|([\d.]+)):\d+$/.exec(listen.trim());
  return match !== null && isLoopbackAddress(match[1] ?? match[2]!);
}

/** A fresh checkout gets its modules and the production build the instances serve. */
function ensureBuild(): void {
  if (!existsSync(path.join(repo, "node_modules"))) execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: repo, stdio: "inherit" });
  if (!builtToStart(repo)) execFileSync("npm", ["run", "build"], { cwd: repo, stdio: "inherit" });
}

async function startReferenceApi(): Promise<number> {
  const log = path.join(logs, "reference-api.log");
  const pid = startDetached("node", ["build/reference-api.mjs"], {
    cwd: repo,
    env: {
      ...env,
      APP_ENV: appEnv === "Dev" ? "Dev" : "Test",
      REFERENCE_API_PORT: String(layout.referenceApi),
      REFERENCE_API_DATA_DIR: path.join(deployDir, "reference-api"),
    },
    log,
  });
  await until("the reference API", () => answers(`${upstreamUrl()}/v2/Configuration/GetConsentsConfiguration`), { timeoutMs: 90_000, pid, log });
  return pid;
}

async function startRedis(): Promise<number> {
  const dir = path.join(deployDir, "redis");
  mkdirSync(dir, { recursive: true });
  const log = path.join(logs, "redis.log");
  // The shipped file first, then only where this machine differs: loopback, its port and directory.
  const args = [path.join(repo, "deploy/redis.conf"), "--port", String(layout.redis), "--bind", "127.0.0.1", "--dir", dir, "--daemonize", "no"];
  const pid = startDetached("redis-server", args, { cwd: dir, env, log });
  await until("Redis", () => redisPong(layout.redis), { timeoutMs: 30_000, pid, log });
  return pid;
}

function instanceEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...env,
    NODE_ENV: "production",
    APP_ENV: appEnv,
    PORT: String(port),
    // Reached through nginx only.
    HOST: env.HOST || "127.0.0.1",
    TRUST_PROXY: env.TRUST_PROXY || "1",
    UPSTREAM_API_URL: upstreamUrl(),
    ...redisEnv(),
    SESSION_SECRET: sessionSecret(),
    SHUTDOWN_DRAIN_DELAY_MS: String(drainDelayMs),
    DATA_DIR: path.join(deployDir, `instance-${port}`),
    // Instances on one machine cannot share a metrics port: the given one for the first, the next ones after it.
    ...(env.METRICS_PORT ? { METRICS_PORT: String(Number(env.METRICS_PORT) + layout.instances.indexOf(port)) } : {}),
  };
}

async function startInstance(port: number): Promise<number> {
  const log = path.join(logs, `instance-${port}.log`);
  const pid = startDetached("node", ["build/serve.mjs"], { cwd: repo, env: instanceEnv(port), log });
  await until(`instance :${port} ready`, () => answers(`http://127.0.0.1:${port}/readyz`), { timeoutMs: 120_000, pid, log });
  return pid;
}

async function start(): Promise<void> {
  checkMachine();
  ensureBuild();
  mkdirSync(logs, { recursive: true });
  const state: State = { release: repo, generation: 0, referenceApi: null, redis: null, instances: [], prometheus: null };
  // Written as each piece starts, so that `stop` finds whatever did start if a later one fails.
  const keep = () => writeState(state);
  keep();
  if (!env.UPSTREAM_API_URL) {
    state.referenceApi = await startReferenceApi();
    keep();
    say(`reference API on :${layout.referenceApi}`);
  }
  if (ownRedis && withSentinel) {
    state.redisNodes = [];
    state.sentinels = [];
    const master = await startSentinelSet(sentinelSet, (kind, piece) => {
      (kind === "node" ? state.redisNodes! : state.sentinels!).push(piece);
      keep();
    });
    say(`Redis on :${sentinelSet.nodes.join(" and :")} (master :${master}; deploy/redis.conf, data in ${deployDir}/redis-<port>), sentinels on :${layout.sentinels.join(", :")}`);
  } else if (ownRedis) {
    state.redis = await startRedis();
    keep();
    say(`Redis on :${layout.redis} (deploy/redis.conf, data in ${path.join(deployDir, "redis")})`);
  }
  await Promise.all(
    layout.instances.map(async (port) => {
      const pid = await startInstance(port);
      state.instances.push({ port, pid });
      keep();
    }),
  );
  state.instances.sort((a, b) => a.port - b.port);
  say(`${count} instances on :${layout.instances.join(", :")} (APP_ENV=${appEnv}, NODE_ENV=production)`);
  state.generation = await startNginx(nginxSet, repo);
  keep();
  say(`nginx on ${nginxSet.listen}; logs in ${logs} and ${nginxSet.prefix}`);
  if (withPrometheus) {
    state.prometheus = await startPrometheus(prometheusSet, path.join(logs, "prometheus.log"));
    keep();
    say(`Prometheus on 127.0.0.1:${layout.prometheus}, scraping :${prometheusSet.targets.join(", :")} every ${prometheusSet.intervalSeconds} s (rules from ${prometheusSet.rules})`);
  }
}

async function stop(): Promise<void> {
  const state = readState();
  // Prometheus first: a set being stopped is not an outage to record or alert on.
  await stopProcess(state?.prometheus, "SIGTERM", 30_000);
  // nginx next: nothing new reaches an instance that is about to stop.
  await stopNginx(nginxSet);
  if (!state) return say("nothing recorded in this DEPLOY_DIR; nginx stopped if it ran");
  const clean = await Promise.all(state.instances.map((instance) => stopProcess(instance.pid, "SIGTERM", stopBoundMs)));
  await stopProcess(state.referenceApi, "SIGTERM", 10_000);
  // The sentinels first: a node that stops is not a master to replace.
  await Promise.all((state.sentinels ?? []).map((sentinel) => stopProcess(sentinel.pid, "SIGTERM", 10_000)));
  // SIGTERM is Redis's clean shutdown: the append-only file is flushed first (a master waits for its replica).
  await Promise.all([state.redis, ...(state.redisNodes ?? []).map((node) => node.pid)].map((pid) => stopProcess(pid, "SIGTERM", 30_000)));
  rmSync(stateFile, { force: true });
  say(clean.every(Boolean) ? "stopped" : "stopped (an instance had to be killed)");
}

/** Fingerprinted names never collide: during a roll, pages of either release find their files on any instance. */
function shareAssets(from: string, to: string): void {
  const source = path.join(from, "build/client/assets");
  const target = path.join(to, "build/client/assets");
  if (from === to || !existsSync(source) || !existsSync(target)) return;
  for (const name of readdirSync(source)) {
    if (!existsSync(path.join(target, name))) cpSync(path.join(source, name), path.join(target, name));
  }
}

/**
 * One instance at a time: nginx stops sending to it (marked down, graceful reload), it drains and
 * exits, the new one starts from this release, and nginx sends to it once its /readyz says ready.
 */
async function roll(): Promise<void> {
  const state = readState();
  if (!state || !nginxPid(nginxSet)) throw new Error(`no set runs from ${deployDir}: deploy/run start first`);
  checkMachine();
  ensureBuild();
  shareAssets(state.release, repo);
  shareAssets(repo, state.release);
  for (const instance of state.instances) {
    const started = Date.now();
    state.generation += 1;
    await reloadNginx(nginxSet, state.generation, instance.port);
    // Recorded at once: a roll that stops here must not reuse this generation's number next time.
    writeState(state);
    const clean = await stopProcess(instance.pid, "SIGTERM", stopBoundMs);
    if (!clean) say(`instance :${instance.port} did not stop within ${stopBoundMs} ms and was killed`);
    instance.pid = await startInstance(instance.port);
    state.release = repo;
    writeState(state);
    state.generation += 1;
    await reloadNginx(nginxSet, state.generation, null);
    writeState(state);
    say(`instance :${instance.port} restarted (pid ${instance.pid}) in ${Date.now() - started} ms`);
  }
}

async function restartRedis(): Promise<void> {
  const state = readState();
  if (state?.redisNodes) throw new Error("with the Sentinel layout a node is replaced by a failover: deploy/run revive-redis starts again what stopped");
  if (!state?.redis) throw new Error("this set's Redis is not ours to restart (REDIS_URL given, or no set runs)");
  await stopProcess(state.redis, "SIGTERM", 30_000);
  state.redis = await startRedis();
  writeState(state);
  // Each instance reconnects by itself; until then its posts answer 503 and /readyz says so.
  await Promise.all(state.instances.map((instance) => until(`instance :${instance.port} ready again`, () => answers(`http://127.0.0.1:${instance.port}/readyz`), { timeoutMs: 30_000 })));
  say(`Redis restarted (pid ${state.redis}); every instance ready`);
}

/** Sentinel layout: a node or a sentinel that died comes back (a master that died, as a replica). */
async function reviveRedis(): Promise<void> {
  const state = readState();
  if (!state?.redisNodes || !state.sentinels) throw new Error("no Sentinel layout runs from this DEPLOY_DIR (DEPLOY_REDIS_SENTINEL=1 at start)");
  const done = await reviveSentinelSet(sentinelSet, state.redisNodes, state.sentinels);
  writeState(state);
  say(done.length ? `started again: ${done.join(", ")}` : "every Redis node and sentinel runs");
}

async function status(): Promise<void> {
  const state = readState();
  if (!state) return say(`no set recorded in ${deployDir}`);
  const line = (name: string, pid: number | null, ready: boolean) => say(`${name.padEnd(18)} pid ${String(pid ?? "-").padEnd(8)} ${alive(pid) ? (ready ? "ready" : "running, not ready") : "stopped"}`);
  if (state.referenceApi) line("reference API", state.referenceApi, await answers(`${upstreamUrl()}/v2/Configuration/GetConsentsConfiguration`));
  if (state.redis) line("Redis", state.redis, await redisPong(layout.redis));
  const master = state.sentinels ? await masterPort(sentinelSet) : null;
  for (const node of state.redisNodes ?? []) line(`Redis :${node.port} ${(await nodeRole(node.port)) ?? ""}`.trim(), node.pid, await redisPong(node.port));
  for (const sentinel of state.sentinels ?? []) line(`sentinel :${sentinel.port}`, sentinel.pid, await redisPong(sentinel.port));
  if (state.sentinels) say(`the sentinels name :${master ?? "nothing"} as the master`);
  for (const instance of state.instances) line(`instance :${instance.port}`, instance.pid, await answers(`http://127.0.0.1:${instance.port}/readyz`));
  line(`nginx ${nginxSet.listen}`, nginxPid(nginxSet), await nginxServes(nginxSet));
  if (state.prometheus) line(`Prometheus :${layout.prometheus}`, state.prometheus, await prometheusReady(prometheusSet));
  say(`release ${state.release}`);
}

/** A set that could not start whole is stopped whole: nothing is left running for the operator to find. */
async function startOrStop(): Promise<void> {
  const running = readState();
  if (running && (running.instances.some((instance) => alive(instance.pid)) || nginxPid(nginxSet))) {
    throw new Error(`a set already runs from ${deployDir}: deploy/run stop first`);
  }
  try {
    await start();
  } catch (error) {
    await stop();
    throw error;
  }
}

const commands: Record<string, () => Promise<void>> = { start: startOrStop, stop, status, roll, "restart-redis": restartRedis, "revive-redis": reviveRedis };
const command = commands[process.argv[2] ?? ""];
if (!command) {
  process.stderr.write("usage: deploy/run start | stop | status | roll | restart-redis | revive-redis\n");
  process.exit(2);
}
try {
  await command();
} catch (error) {
  process.stderr.write(`deploy: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
