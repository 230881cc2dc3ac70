import { setTimeout as sleep } from "node:timers/promises";
import { freePort, startProcess, stopChild, type Started } from "./processes";

export type BenchRedis = Started & { url: string; stop: () => Promise<void> };

/**
 * A throwaway redis-server on loopback, nothing kept on disk: the shared store that more than one
 * worker requires (decision 121). Its own process group, so the bench can add its CPU to the server's.
 */
export async function startRedis(root: string): Promise<BenchRedis> {
  const port = await freePort();
  const started = startProcess(
    root,
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    process.env,
    port,
  );
  const deadline = Date.now() + 10_000;
  // Polled rather than waited on an event: redis says it is ready only in its log.
  while (!started.output().includes("Ready to accept connections")) {
    if (started.child.pid === undefined || started.child.exitCode !== null || Date.now() > deadline) {
      await stopChild(started.child);
      throw new Error(`redis-server did not start (is it installed? apt-get install redis-server):\n${started.output()}`);
    }
    await sleep(50);
  }
  return { ...started, url: `redis://127.0.0.1:${port}/0`, stop: () => stopChild(started.child) };
}
