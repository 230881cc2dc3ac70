import type { Server } from "node:http";
import { connectInto } from "./in-process";

/**
 * Where this test file's application reaches its upstream. server/main.ts mounts the embedded
 * reference API on the application itself and the upstream client calls it over the loopback; here
 * nothing listens, so the client's connections are handed to the same server in-process instead.
 *
 * This module is loaded twice in a worker: by the test (vitest's modules) and by the application
 * (Vite's, through undici-in-process.ts). Both read and write the one state kept on the global object.
 */
type State = { upstream?: { server: Server; origin: string }; refused: number };
const STATE = Symbol.for("area-riservata:route-tests:upstream");
const state: State = ((globalThis as { [STATE]?: State })[STATE] ??= { refused: 0 });

export function upstreamIsServedBy(server: Server | undefined, origin = ""): void {
  state.upstream = server ? { server, origin } : undefined;
}

/** How many upstream connections were refused so far (an origin nothing serves): an upstream that is down. */
export const refusedUpstreamConnections = () => state.refused;

/** undici's `connect` hook for the application's upstream client. */
export const connectUpstream = connectInto((origin) => {
  if (state.upstream && origin === state.upstream.origin) return state.upstream.server;
  state.refused += 1;
  return undefined;
});
