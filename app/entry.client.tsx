import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { cookiesWork, leaveWithoutCookies } from "./ui/shell/inline-scripts";

if (!leaveWithoutCookies(cookiesWork)) {
  const dsn = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content;
  if (dsn) {
    // Loaded only when configured: a visitor without a DSN downloads none of Sentry.
    void import("./sentry.client").then(({ initSentry }) => initSentry(dsn));
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
