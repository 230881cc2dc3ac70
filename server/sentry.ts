import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type * as SentryModule from "@sentry/react-router";
import type { ErrorReporter, ErrorSite } from "../app/error-reports.server";
import { scrubBreadcrumb, scrubEvent, withoutQuery } from "../app/security/error-scrub";
import { routeIdOfPattern } from "./route-labels";

type Sentry = typeof SentryModule;
type Build = { kind: "production"; serverBuilds: { it: ServerBuild } } | { kind: "dev"; vite: ViteDevServer };

/**
 * The SDK's default integrations kept: each works when an event is made, or once at start. The others
 * run on every request (Http: an isolation scope per request in an AsyncLocalStorage, which turns on
 * Node's promise hooks for the whole process, decisions 125/126; it also reads request bodies), or make
 * process-wide breadcrumbs that would mix one customer's requests into another's report (Console,
 * NodeFetch, ChildProcess), or read local variables (LocalVariables), or trace (ReactRouterServer).
 * A list of what stays, so that an SDK upgrade adds nothing unseen (decision 148).
 */
export const KEPT_INTEGRATIONS = new Set([
  "InboundFilters",
  "FunctionToString",
  "LinkedErrors",
  "NodeSystemError",
  "OnUncaughtException",
  "OnUnhandledRejection",
  "ContextLines",
  "Context",
  "Modules",
]);

/** Spec §9 as decision 005 reads it, for the server (decision 148: errors only, no traces). */
export function sentryServerOptions(sentry: Sentry, dsn: string, environment: string): SentryModule.NodeOptions {
  return {
    dsn,
    environment,
    sampleRate: 1,
    maxBreadcrumbs: 50,
    sendDefaultPii: false,
    // No tracesSampleRate: tracing needs the per-request instrumentation left out above.
    // No OpenTelemetry context manager (an AsyncLocalStorage) and no import hooks: nothing is instrumented.
    skipOpenTelemetrySetup: true,
    registerEsmLoaderHooks: false,
    integrations: (defaults) =>
      defaults
        .filter((integration) => KEPT_INTEGRATIONS.has(integration.name))
        // Node's own behaviour kept: an unhandled rejection ends the process, after being reported.
        .map((integration) => (integration.name === "OnUnhandledRejection" ? sentry.onUnhandledRejectionIntegration({ mode: "strict" }) : integration)),
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  };
}

/** Reports one error with its route's id and request id, on a scope of its own (no shared state). */
export function reporterFor(sentry: Sentry, routeIdOf: (pattern: string | undefined) => Promise<string | undefined>) {
  const capture = (error: unknown, site: ErrorSite, routeId: string | undefined) =>
    sentry.captureException(error, {
      mechanism: { type: "area-riservata.server", handled: false },
      captureContext: (scope) =>
        scope.setTags({ routeId: site.routeId ?? routeId ?? "none", requestId: site.requestId ?? "none" }).addEventProcessor((event) => ({
          ...event,
          request: { method: site.method, ...(site.url ? { url: withoutQuery(site.url) } : {}) },
        })),
    });
  return (error: unknown, site: ErrorSite): void => {
    void routeIdOf(site.pattern).then(
      (id) => capture(error, site, id),
      () => capture(error, site, undefined),
    );
  };
}

/**
 * Starts Sentry for the server. Loaded only with SENTRY_DSN. Returns the reporter for createApp, which
 * the Express error handler calls and each request's context hands the application (decision 153), and
 * what sends the last events before the process stops.
 */
export async function startSentry(dsn: string, environment: string, build: Build): Promise<{ reporter: ErrorReporter; close: () => Promise<void> }> {
  const sentry = await import("@sentry/react-router");
  sentry.init(sentryServerOptions(sentry, dsn, environment));
  const serverBuild = build.kind === "production" ? build.serverBuilds.it : () => build.vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  return { reporter: reporterFor(sentry, (pattern) => routeIdOfPattern(serverBuild, pattern)), close: () => sentry.close(2000).then(() => undefined) };
}
