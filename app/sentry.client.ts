import * as Sentry from "@sentry/react-router";

export function initSentry(dsn: string): void {
  Sentry.init({ dsn, tracesSampleRate: 0.05, sampleRate: 1, maxBreadcrumbs: 50, sendDefaultPii: false });
}
