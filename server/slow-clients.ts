import { createServer, STATUS_CODES, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Response } from "express";
import { copyOf } from "./language";
import type { Config } from "../app/config.server";
import type { Logger } from "./logger";
import { refuse } from "./refuse";

/**
 * Issue 20 item 5 (decision 133): a client may trickle its headers or body to hold a socket open, or
 * vanish mid-request. Node's own defaults (a 300 s request timeout, checked every 30 s) let one
 * laptop hold hundreds of sockets for minutes; and a vanished client is the client's doing, not an
 * error an operator should be woken for.
 */

const BODY_IDLE = "ERR_BODY_IDLE_TIMEOUT";

// What a request stream fails with when its client closed or reset the connection mid-request.
const CLIENT_GONE_CODES = new Set(["ECONNRESET", "ECONNABORTED", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", BODY_IDLE]);

/** The reason a request failed because of its client (it left, or stalled and was cut), or null. */
export function clientGone(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && CLIENT_GONE_CODES.has(code) ? code : null;
}

/** The HTTP server for the Express app, with the timeouts of `config.http`. */
export function createHttpServer(app: RequestListener, http: Config["http"], logger: Logger): Server {
  const server = createServer(
    {
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      keepAliveTimeout: http.keepAliveTimeoutMs,
      // Node checks both deadlines only this often (30 s by default): a tenth of the shorter, 0.1 to 1 s.
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(http.headersTimeoutMs / 10))),
    },
    (req, res) => {
      watchBodyIdle(req, res, http.bodyIdleTimeoutMs, logger);
      app(req, res);
    },
  );
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, logger));
  return server;
}

/**
 * Node has no timeout between two bytes of a body: the socket's inactivity timeout is borrowed while
 * the body is arriving, and handed back once it has arrived, so that a slow upstream is never cut.
 */
function watchBodyIdle(req: IncomingMessage, res: ServerResponse, idleMs: number, logger: Logger): void {
  const length = req.headers["content-length"];
  if (req.headers["transfer-encoding"] === undefined && (length === undefined || length === "0")) return;
  const onIdle = () => {
    logger.debug({ clientGone: "bodyIdleTimeout", method: req.method, path: req.url?.split("?")[0] }, "client stalled mid-body: cut");
    if (res.headersSent) {
      req.destroy(Object.assign(new Error("request body idle"), { code: BODY_IDLE }));
      return;
    }
    res.setHeader("Connection", "close");
    // By now Express has given `res` its methods; the refusal carries the headers set so far.
    refuse(res as Response, 408, copyOf(res as Response).security.requestTimeout);
  };
  req.setTimeout(idleMs, onIdle);
  req.once("end", () => {
    req.off("timeout", onIdle);
    // Once an answer has started, Node owns the socket's timeout (it sets the keep-alive one).
    if (!res.headersSent) req.socket.setTimeout(0);
  });
}

/**
 * What Node does for a client error when nobody listens (a bare 408, 431, 413 or 400, then the socket
 * destroyed), with a debug line instead of silence.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, logger: Logger): void {
  // Node's own reference to the response in flight on this socket, if the headers were read.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  const timeout = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
  const reason = timeout ? (inFlight ? "requestTimeout" : "headersTimeout") : (error.code ?? "clientError");
  logger.debug({ clientGone: reason }, "client error: connection closed");
  if (error.code !== "ECONNRESET" && socket.writable && !inFlight?.headersSent) {
    const status = timeout ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW" ? 413 : 400;
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
  }
  socket.destroy();
}
