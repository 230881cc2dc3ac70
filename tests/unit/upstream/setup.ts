import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { UpstreamClientOptions } from "../../../app/upstream/index.server";
import { createUpstreamClient } from "../../../app/upstream/index.server";
import type { UpstreamFetch } from "../../../app/upstream/transport.server";
import { antiForgeryToken, upstreamBaseUrl } from "../../msw/upstream-handlers";

/** One msw server per test file; unhandled requests fail the test that made them. */
export function useUpstreamServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A request exactly as the client handed it to fetch. */
export interface SentRequest {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A client whose requests are recorded before msw sees them: msw emulates a browser cookie jar and
 * would add the cookies of earlier answers to what a handler sees.
 */
export function testClient(options: Partial<UpstreamClientOptions> = {}) {
  const sent: SentRequest[] = [];
  const recordingFetch: UpstreamFetch = async (input, init) => {
    const url = new URL(input);
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : null;
    const headers = Object.fromEntries(new Headers(init.headers));
    sent.push({ method: init.method, path: url.pathname, search: url.search, headers, body });
    return (options.fetch ?? globalThis.fetch)(input, init);
  };
  const client = createUpstreamClient({
    baseUrl: upstreamBaseUrl,
    appEnv: "Prod",
    clientName: "area-riservata",
    clientVersion: "1.4.2",
    culture: "it",
    ...options,
    fetch: recordingFetch,
  });
  return Object.assign(client, { sent });
}

/** The browser's Cookie header once the upstream's anti-forgery cookie has been relayed. */
export const browserCookies = `session=ours; up_XSRF-TOKEN=${antiForgeryToken}; up_pending=p-123`;
