import * as Sentry from "@sentry/react-router";
import { scrubBreadcrumb, scrubEvent } from "./security/error-scrub";

// The same scrubbing as the server's (decision 148): a browser's report says no more about the customer.
export function initSentry(dsn: string): void {
  Sentry.init({ dsn, tracesSampleRate: 0.05, sampleRate: 1, maxBreadcrumbs: 50, sendDefaultPii: false, beforeSend: scrubEvent, beforeBreadcrumb: scrubBreadcrumb });
}
