import { randomUUID } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { requestContext, serverServices, type RequestContext, type ServerServices } from "./request-context";
import { countPost } from "./actions/screen.server";
import { UNDECLARED } from "./screen-policy";
import { finishStandalone, standaloneServices } from "./standalone.server";

/**
 * The root middleware (design §4, issue 40): every request's context, made by the application itself
 * from what the server lends (the production server, the development server, a route test), or on its
 * own when React Router alone serves it (`react-router dev`). The matched route's own middleware then
 * adds what its screen declares (app/actions/screen.server.ts).
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const lent: ServerServices | null = context.get(serverServices);
  const services = lent ?? standaloneServices(randomUUID());
  const made: RequestContext = { ...services, screen: UNDECLARED, counted: false, pattern, pendingWrites: [] };
  context.set(requestContext, made);
  const response = await next();
  // A post that reached no screen's middleware and no action (405, a path without a form) is counted
  // strict too, so that no post goes unaccounted for: with the counters unreachable, it is a 503.
  if (request.method === "POST" && !made.counted) {
    try {
      await countPost(made);
    } catch (refused) {
      if (!made.refusal) throw refused;
    }
  }
  return lent ? response : finishStandalone(request, response, made);
};
