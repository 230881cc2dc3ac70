import type { Server } from "node:http";
import { duplexPair, type Duplex } from "node:stream";
import type { Agent } from "undici";

type Connect = Extract<NonNullable<Agent.Options["connect"]>, (...args: never[]) => unknown>;

/**
 * A connection into `server` with no port: the server is handed one end of a stream pair as if it had
 * accepted it, the caller keeps the other. Both ends are read and written by Node's own HTTP code
 * (the server's parser, undici's client), so what crosses is HTTP/1.1 as on the wire.
 */
export function connectInProcess(server: Server): Duplex {
  const [client, accepted] = duplexPair();
  // What the server reads of a socket: the peer's address (req.ip) and the timeout and delay knobs it
  // turns. There are no slow clients here, so the timeouts are never armed.
  Object.assign(accepted, socketLike("127.0.0.1"));
  Object.assign(client, socketLike("127.0.0.1"));
  server.emit("connection", accepted);
  return client;
}

function socketLike(address: string) {
  return {
    remoteAddress: address,
    remotePort: 40_000,
    remoteFamily: "IPv4",
    localAddress: address,
    localPort: 80,
    setNoDelay() {
      return this;
    },
    setKeepAlive() {
      return this;
    },
    setTimeout() {
      return this;
    },
    ref() {
      return this;
    },
    unref() {
      return this;
    },
  };
}

/**
 * undici's `connect` hook for connections into `server`, or an error when `serverFor` knows none for
 * the origin. The callback comes on a later turn, as a real connection's does: undici counts on it.
 */
export function connectInto(serverFor: (origin: string) => Server | undefined): Connect {
  return (options, callback) => {
    const origin = `${options.protocol}//${options.hostname}:${options.port}`;
    setImmediate(() => {
      const server = serverFor(origin);
      if (server) callback(null, connectInProcess(server) as never);
      else callback(new Error(`route tests: no in-process server for ${origin}`), null);
    });
  };
}
