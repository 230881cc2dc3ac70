import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { UpstreamClientOptions } from "../../../app/upstream/index.server";
import { createUpstreamClient } from "../../../app/upstream/index.server";
import { antiForgeryToken, upstreamBaseUrl } from "../../msw/upstream-handlers";

/** One msw server per test file; unhandled requests fail the test that made them. */
export function useUpstreamServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export function testClient(options: Partial<UpstreamClientOptions> = {}) {
  return createUpstreamClient({
    baseUrl: upstreamBaseUrl,
    appEnv: "Prod",
    clientName: "area-riservata",
    clientVersion: "1.4.2",
    culture: "it",
    ...options,
  });
}

/** The browser's Cookie header once the upstream's anti-forgery cookie has been relayed. */
export const browserCookies = `session=ours; up_XSRF-TOKEN=${antiForgeryToken}; up_pending=p-123`;
