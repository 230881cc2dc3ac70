// Its own file name: "undici" alone is this module (app-from-source.ts).
import * as undici from "undici/index.js";
import { connectUpstream } from "./upstream-socket";

/**
 * undici as the application's upstream client sees it in the route tests (app-from-source.ts aliases
 * the application's imports of "undici" here): an Agent made without a `connect` opens its connections
 * into this process's server (upstream-socket.ts). Everything else is undici's own.
 */
export * from "undici/index.js";

export class Agent extends undici.Agent {
  constructor(options: ConstructorParameters<typeof undici.Agent>[0] = {}) {
    super({ ...options, connect: options.connect ?? connectUpstream });
  }
}
