import type { ServerServices } from "./request-context";

/**
 * What the application lends itself when React Router alone serves it (`react-router dev`, no server of
 * ours in front): no stand-ins to fill, its own counters in this process.
 */
export function standaloneServices(_request: Request, requestId: string): ServerServices {
  throw new Error(`request ${requestId}: served without the server, which is not supported yet`);
}
