import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

const NO_COOKIES = "/feedback/no-cookies";

if (!navigator.cookieEnabled && location.pathname !== NO_COOKIES) {
  location.replace(NO_COOKIES + location.search);
} else {
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
