import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { cookiesWork, leaveWithoutCookies } from "./inline-scripts";

/**
 * What app/entry.client.tsx does, written here so that it travels in the framework chunk every
 * enhanced page loads anyway: the entry's own file is then one call (its imports of React, React DOM
 * and React Router cost ~0.17 KB gzip on every enhanced page as a file of their own, issue 23). A
 * function, not top-level code: the framework chunk is evaluated when the route modules import it,
 * before React Router's inline script has named them.
 */
export function hydrate(): void {
  if (leaveWithoutCookies(cookiesWork)) return;
  const dsn = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content;
  if (dsn) {
    // Loaded only when configured: a visitor without a DSN downloads none of Sentry.
    void import("../../sentry.client").then(({ initSentry }) => initSentry(dsn));
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
