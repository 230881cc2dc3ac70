/**
 * The public face of the upstream client: routes import from here. In a route action:
 *
 *   const result = await upstream.login(upstreamContext({ request, context }, form), { Username, Password, ... });
 *   const decision = decide(result, { route: "/auth/client_login", query: url.searchParams, now: Date.now() });
 *   const headers = relaySetCookies(new Headers(), result);
 */
export { createUpstreamClient } from "./client.server";
export type {
  AppEnv,
  UpstreamClient,
  UpstreamClientOptions,
  UpstreamContext,
  UpstreamFailure,
  UpstreamResult,
  UpstreamSuccess,
} from "./client.server";
export { endpoints } from "./endpoints.server";
export { relaySetCookies, upstreamContext } from "./request-context.server";
export type { CallName, RequestOf, ResponseOf, WireResponseOf } from "./endpoints.server";
export {
  UnexpectedPayloadError,
  UpstreamAbortedError,
  UpstreamCodeError,
  UpstreamError,
  UpstreamHttpError,
  UpstreamNetworkError,
  UpstreamValidationError,
} from "./errors.server";
export type { AnyUpstreamError, FieldError } from "./errors.server";
export { parseUpstreamDate } from "./dates.server";
export { relayPrefix } from "./cookies.server";
export type { ErrorBody } from "./schemas/error-body.server";
export type * from "./schemas/items.server";
