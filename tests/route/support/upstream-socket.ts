import type { Server } from "node:http";
import { connectInto } from "./in-process";

/**
 * Where this test file's application reaches its upstream. server/main.ts mounts the embedded
 * reference API on the application itself and the upstream client calls it over the loopback; here
 * nothing listens, so the client's connections are handed to the same server in-process instead.
 */
let upstream: { server: Server; origin: string } | undefined;

export function upstreamIsServedBy(server: Server | undefined, origin = ""): void {
  upstream = server ? { server, origin } : undefined;
}

let refused = 0;

/** How many upstream connections were refused so far (an origin nothing serves): an upstream that is down. */
export const refusedUpstreamConnections = () => refused;

/** undici's `connect` hook for the application's upstream client. */
export const connectUpstream = connectInto((origin) => {
  if (upstream && origin === upstream.origin) return upstream.server;
  refused += 1;
  return undefined;
});
