import { RouterContextProvider } from "react-router";
import { requestContext, type RequestContext } from "../../../app/request-context";
import { UNDECLARED } from "../../../app/screen-policy";
import { limits } from "./limits";

/**
 * A request's context as the root middleware makes it (app/request-context.server.ts), with counters in
 * memory and `fields` on top, and the provider React Router hands loaders, actions and middleware.
 */
export function requestContextWith(fields: Partial<RequestContext> = {}): { provider: RouterContextProvider; made: RequestContext } {
  const made: RequestContext = {
    cspNonce: "",
    csrfToken: "",
    requestId: "test-request",
    throttle: limits().throttleFor("10.0.0.1", "test-request"),
    screen: UNDECLARED,
    counted: false,
    pattern: "",
    pendingWrites: [],
    ...fields,
  };
  const provider = new RouterContextProvider();
  provider.set(requestContext, made);
  return { provider, made };
}
