import type { Server } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "./logger";

export type Drain = {
  /** True from the stop signal on: /readyz answers 503 and every answer closes its connection. */
  readonly draining: boolean;
  /** Sets `Connection: close` on every answer once draining, so kept-alive clients reconnect elsewhere. */
  closeConnections: RequestHandler;
  /** Drains `server`, then runs `closers` and exits; a second call does nothing. */
  stop(server: Server, signal: string, closers: Array<() => Promise<void>>): void;
};

/**
 * Issue 22 (decision 146): a rolling restart loses nothing. On SIGTERM the instance first says it is
 * not ready while it still serves, for `drainDelayMs`, so a balancer that polls /readyz stops sending
 * to it before the port closes (a connection refused is retried elsewhere, but one the kernel had
 * already accepted when the port closed is reset, and a post on it is lost). Then it stops accepting,
 * lets in-flight requests finish within `timeoutMs`, and exits.
 */
export function createDrain(options: { drainDelayMs: number; timeoutMs: number; logger: Logger }): Drain {
  const { drainDelayMs, timeoutMs, logger } = options;
  let draining = false;

  const closeConnections: RequestHandler = (_req, res, next) => {
    if (draining) res.setHeader("Connection", "close");
    next();
  };

  const close = (server: Server, closers: Array<() => Promise<void>>) => {
    server.close(async () => {
      for (const closer of closers) await closer().catch((error: unknown) => logger.error({ err: error }, "close failed"));
      logger.info("stopped");
      process.exit(0);
    });
    // In-flight requests finish; idle kept-alive sockets would otherwise hold the process open.
    server.closeIdleConnections();
    setTimeout(() => {
      logger.error({ timeoutMs }, "in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, timeoutMs).unref();
  };

  return {
    get draining() {
      return draining;
    },
    closeConnections,
    stop(server, signal, closers) {
      if (draining) return;
      draining = true;
      logger.info({ signal, drainDelayMs, timeoutMs }, "stopping: not ready, then finishing in-flight requests");
      if (drainDelayMs === 0) close(server, closers);
      else setTimeout(() => close(server, closers), drainDelayMs);
    },
  };
}
