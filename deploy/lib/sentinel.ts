import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import { alive, redisPong, startDetached, until } from "./processes";

/**
 * The Sentinel layout (issue 47, decision 188): a master and a replica, both kept on disk as
 * deploy/redis.conf says, and three sentinels that elect a new master when the old one is gone, all on
 * this machine's loopback. The instances find the master through the sentinels (REDIS_SENTINELS).
 */
export type SentinelSet = {
  /** Each node's directory is `redis-<port>` under it, each sentinel's `sentinel-<port>`. */
  dir: string;
  repo: string;
  logs: string;
  /** The first is the master at the set's first start; the sentinels say which is after that. */
  nodes: number[];
  sentinels: number[];
  masterName: string;
  /** How long a master may not answer before a sentinel counts it down (`down-after-milliseconds`). */
  downAfterMs: number;
  /** `failover-timeout`: also how long a sentinel waits before it tries a failed election again (twice that). */
  failoverTimeoutMs: number;
};

export type Piece = { port: number; pid: number };

const QUORUM = 2;

/** One command to a node or a sentinel on the loopback, bounded: no answer within 2 s is null. */
export async function ask(port: number, ...command: string[]): Promise<unknown> {
  const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, retryStrategy: () => null, connectTimeout: 2_000, commandTimeout: 2_000, maxRetriesPerRequest: 0 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return await client.call(command[0]!, ...command.slice(1));
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
}

/** `master` or `replica`, or null for a node that does not answer. */
export async function nodeRole(port: number): Promise<"master" | "replica" | null> {
  const reply = (await ask(port, "ROLE")) as unknown[] | null;
  return reply?.[0] === "master" ? "master" : reply?.[0] === "slave" ? "replica" : null;
}

/** The port of the master the sentinels name now (the first one that answers), or null. */
export async function masterPort(set: SentinelSet): Promise<number | null> {
  for (const port of set.sentinels) {
    const reply = (await ask(port, "SENTINEL", "GET-MASTER-ADDR-BY-NAME", set.masterName)) as string[] | null;
    if (reply?.[1]) return Number(reply[1]);
  }
  return null;
}

function sentinelConf(set: SentinelSet, port: number): string {
  return path.join(set.dir, `sentinel-${port}`, "sentinel.conf");
}

/**
 * The master the sentinels last agreed on, from the files they rewrite at each switch (the highest
 * config epoch wins): a set started again keeps the master it had, with its data, rather than have
 * the first node's older copy overwrite it. Null at the first start.
 */
function lastKnownMaster(set: SentinelSet): number | null {
  let best: { epoch: number; port: number } | null = null;
  for (const port of set.sentinels) {
    const file = sentinelConf(set, port);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, "utf8");
    const monitor = new RegExp(`^sentinel monitor ${set.masterName} \\S+ (\\d+) \\d+$`, "m").exec(text);
    const epoch = Number(new RegExp(`^sentinel config-epoch ${set.masterName} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    if (monitor && (!best || epoch > best.epoch)) best = { epoch, port: Number(monitor[1]) };
  }
  return best && set.nodes.includes(best.port) ? best.port : null;
}

/**
 * A node from a copy of deploy/redis.conf in its own directory: a sentinel rewrites a node's file
 * when it changes its role (CONFIG REWRITE), which must never touch the checkout's.
 */
async function startNode(set: SentinelSet, port: number, replicaOf: number | null): Promise<number> {
  const dir = path.join(set.dir, `redis-${port}`);
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, "redis.conf");
  copyFileSync(path.join(set.repo, "deploy/redis.conf"), conf);
  const log = path.join(set.logs, `redis-${port}.log`);
  const args = [conf, "--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--daemonize", "no"];
  // A replica from its first moment: a returning node never serves as a second master, even briefly.
  if (replicaOf !== null) args.push("--replicaof", "127.0.0.1", String(replicaOf));
  const pid = startDetached("redis-server", args, { cwd: dir, env: process.env, log });
  await until(`Redis :${port}`, () => redisPong(port), { timeoutMs: 30_000, pid, log });
  return pid;
}

/** A replica counts once it holds the master's data: its link is up and the first sync is done. */
async function synced(port: number): Promise<boolean> {
  const info = (await ask(port, "INFO", "replication")) as string | null;
  return info !== null && /master_link_status:up/.test(info) && /master_sync_in_progress:0/.test(info);
}

async function startSentinel(set: SentinelSet, port: number, master: number, fresh: boolean): Promise<number> {
  const file = sentinelConf(set, port);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written at start only; a sentinel that comes back keeps the file it rewrote (epoch, known peers).
  if (fresh || !existsSync(file)) {
    const name = set.masterName;
    const lines = [
      "# Written by deploy/run start; the sentinel rewrites it at each switch.",
      `port ${port}`,
      "bind 127.0.0.1",
      `dir ${path.dirname(file)}`,
      `sentinel monitor ${name} 127.0.0.1 ${master} ${QUORUM}`,
      `sentinel down-after-milliseconds ${name} ${set.downAfterMs}`,
      `sentinel failover-timeout ${name} ${set.failoverTimeoutMs}`,
      `sentinel parallel-syncs ${name} 1`,
      "",
    ];
    writeFileSync(file, lines.join("\n"));
  }
  const log = path.join(set.logs, `sentinel-${port}.log`);
  const pid = startDetached("redis-sentinel", [file], { cwd: path.dirname(file), env: process.env, log });
  await until(`sentinel :${port}`, () => redisPong(port), { timeoutMs: 30_000, pid, log });
  return pid;
}

/** Each sentinel has found the replicas and the two other sentinels: a failover can be voted from now. */
async function sentinelsAgree(set: SentinelSet): Promise<boolean> {
  for (const port of set.sentinels) {
    const reply = (await ask(port, "SENTINEL", "MASTER", set.masterName)) as string[] | null;
    if (!reply) return false;
    const field = (name: string) => Number(reply[reply.indexOf(name) + 1]);
    if (field("num-slaves") < set.nodes.length - 1 || field("num-other-sentinels") < set.sentinels.length - 1) return false;
  }
  return true;
}

/** The nodes (the master first), then the sentinels; `record` is told of each piece as it starts. */
export async function startSentinelSet(set: SentinelSet, record: (kind: "node" | "sentinel", piece: Piece) => void): Promise<number> {
  const master = lastKnownMaster(set) ?? set.nodes[0]!;
  record("node", { port: master, pid: await startNode(set, master, null) });
  for (const port of set.nodes.filter((node) => node !== master)) {
    const pid = await startNode(set, port, master);
    record("node", { port, pid });
    await until(`Redis :${port} in sync with :${master}`, () => synced(port), { timeoutMs: 60_000, pid });
  }
  for (const port of set.sentinels) record("sentinel", { port, pid: await startSentinel(set, port, master, true) });
  // Peers announce themselves every 2 s.
  await until("the sentinels to find each other and the replicas", () => sentinelsAgree(set), { timeoutMs: 30_000 });
  return master;
}

/**
 * Starts again whatever of the set is not running: a sentinel with the file it rewrote, a node as a
 * replica of the master the sentinels name now (a master that died comes back as a replica). The
 * pieces' pids are updated in place.
 */
export async function reviveSentinelSet(set: SentinelSet, nodes: Piece[], sentinels: Piece[]): Promise<string[]> {
  const done: string[] = [];
  for (const sentinel of sentinels.filter((piece) => !alive(piece.pid))) {
    sentinel.pid = await startSentinel(set, sentinel.port, set.nodes[0]!, false);
    done.push(`sentinel :${sentinel.port}`);
  }
  const master = await masterPort(set);
  if (master === null) throw new Error("no sentinel names a master: deploy/run stop, then start");
  for (const node of nodes.filter((piece) => !alive(piece.pid))) {
    // All of it gone at once: the sentinels still name this node, which comes back with its own data.
    const replicaOf = node.port === master ? null : master;
    node.pid = await startNode(set, node.port, replicaOf);
    if (replicaOf !== null) await until(`Redis :${node.port} in sync with :${master}`, () => synced(node.port), { timeoutMs: 60_000, pid: node.pid });
    done.push(`Redis :${node.port} (${replicaOf === null ? "master" : `replica of :${master}`})`);
  }
  return done;
}
