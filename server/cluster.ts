import cluster, { type Worker } from "node:cluster";
import type { Config } from "../app/config.server";
import type { Logger } from "./logger";

// Beyond a worker's own drain and in-flight bound, so a worker that is merely slow is not killed.
const STOP_MARGIN_MS = 5_000;

/**
 * WEB_CONCURRENCY > 1 (decision 121): this process, the cluster's primary, forks the workers that run
 * the server on the shared port and only supervises them. A worker that dies after it was listening is
 * replaced; one that dies before it ever listened stops everything, because a start-up failure would
 * repeat in every replacement. SIGTERM/SIGINT reach every worker, each finishes its in-flight requests,
 * and the primary exits when the last one has (non-zero if any of them failed).
 */
export function superviseWorkers(count: number, logger: Logger, shutdown: Config["shutdown"]): void {
  const live = new Set<Worker>();
  const listened = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.once("listening", () => {
      listened.add(worker);
      if (listened.size === count) logger.info({ workers: count }, "every worker is listening");
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: live.size }, "stopping: every worker finishes its in-flight requests");
    if (live.size === 0) process.exit(failed ? 1 : 0);
    // A worker may already have the signal (a terminal's Ctrl+C reaches the whole group); stopping twice is harmless.
    for (const worker of live) worker.process.kill(signal);
    setTimeout(() => {
      logger.error("workers did not stop in time; killing them");
      for (const worker of live) worker.process.kill("SIGKILL");
      process.exit(1);
    }, shutdown.drainDelayMs + shutdown.timeoutMs + STOP_MARGIN_MS).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    const clean = code === 0;
    if (!clean && !(stopping && (signal === "SIGTERM" || signal === "SIGINT"))) failed = true;
    if (stopping) {
      if (live.size === 0) {
        logger.info("stopped");
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    if (!listened.has(worker)) {
      logger.error({ pid: worker.process.pid, code, signal }, "a worker stopped before it was listening; stopping the others");
      failed = true;
      stop("SIGTERM");
      return;
    }
    listened.delete(worker);
    logger.error({ pid: worker.process.pid, code, signal }, "a worker died; starting another");
    fork();
  });

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let index = 0; index < count; index += 1) fork();
}
