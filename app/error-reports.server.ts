import { isRouteErrorResponse } from "react-router";

/** What a report may say about the request that failed: nothing of its headers, cookies or body. */
export type ErrorSite = {
  /** The id the answer carries in X-Request-Id. */
  requestId: string | undefined;
  method: string;
  /** The request's URL (the reporter keeps its path only), from which it finds the route's id. */
  url: string | undefined;
};

export type ErrorReporter = (error: unknown, site: ErrorSite) => void;

// The server (server/*.ts) and the built application (build/server) load this module separately in
// production: the reporter the server installs is kept on globalThis so that both reach it.
const KEY = Symbol.for("area-riservata.error-reporter");
const holder = globalThis as { [KEY]?: ErrorReporter };

/** Installed once Sentry is started (server/sentry.ts); without SENTRY_DSN there is none. */
export function installErrorReporter(reporter: ErrorReporter | undefined): void {
  holder[KEY] = reporter;
}

/**
 * Whether an error is ours to fix: thrown responses (404, redirects) and aborted work are not
 * (the same rule as the error log, app/security/render-errors.server.ts).
 */
export function isServerFault(error: unknown): boolean {
  if (isRouteErrorResponse(error) || error instanceof Response) return false;
  return !(error instanceof Error && error.name === "AbortError");
}

/** Hands a server error to the reporter, if one is installed: a property read when none is. */
export function reportServerError(error: unknown, site: ErrorSite): void {
  const reporter = holder[KEY];
  if (reporter && isServerFault(error)) reporter(error, site);
}
