import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { UpstreamClientOptions } from "../../../app/upstream/index.server";
import { createUpstreamClient } from "../../../app/upstream/index.server";
import type { UpstreamFetch } from "../../../app/upstream/transport.server";
import { relayFor, relayForBrowser } from "../../../app/upstream/cookies.server";
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
    relaySecret: RELAY_SECRET,
    ...options,
    fetch: recordingFetch,
  });
  return Object.assign(client, { sent });
}

/** The secret testClient signs relayed cookies with (decision 177). */
export const RELAY_SECRET = "unit-test-relay-secret";

/** The Cookie header of a browser the upstream's Set-Cookie lines were relayed to, as testClient relays them (Prod unless said). */
export function relayedCookieHeader(setCookies: readonly string[], appEnv = "Prod", now = Date.now()): string {
  return relayForBrowser(setCookies, relayFor(appEnv, RELAY_SECRET), now)
    .map((line) => line.split(";", 1)[0])
    .join("; ");
}

const relayedToBrowser = [`XSRF-TOKEN=${antiForgeryToken}`, "pending=p-123"];

/**
 * The browser's Cookie header once the upstream's anti-forgery cookie has been relayed: as Prod names
 * them (`__Host-up_*`) and as Dev and Test do (`up_*`), so a client of any environment finds its own.
 */
export const browserCookies = `session=ours; ${relayedCookieHeader(relayedToBrowser)}; ${relayedCookieHeader(relayedToBrowser, "Dev")}`;
