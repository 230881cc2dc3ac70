import { isRouteErrorResponse } from "react-router";

/** What a report may say about the request that failed: nothing of its headers, cookies or body. */
export type ErrorSite = {
  /** The id the answer carries in X-Request-Id. */
  requestId: string | undefined;
  method: string;
  /** The request's URL (the reporter keeps its path only). */
  url: string | undefined;
  /** The route pattern React Router matched, from which the reporter names the route; absent before routing. */
  pattern?: string;
  /** The route's id, where the server already knows it (an error after React Router answered). */
  routeId?: string;
};

export type ErrorReporter = (error: unknown, site: ErrorSite) => void;

/**
 * Whether an error is ours to fix: thrown responses (404, redirects) and aborted work are not
 * (the same rule as the error log, app/security/render-errors.server.ts).
 */
export function isServerFault(error: unknown): boolean {
  if (isRouteErrorResponse(error) || error instanceof Response) return false;
  return !(error instanceof Error && error.name === "AbortError");
}

/**
 * Hands a server error to the reporter, if there is one: the server's (server/sentry.ts), which it
 * passes to the application in each request's context (app/request-context.ts); none without SENTRY_DSN.
 */
export function reportServerError(reporter: ErrorReporter | undefined, error: unknown, site: ErrorSite): void {
  if (reporter && isServerFault(error)) reporter(error, site);
}
