import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import type { IncomingMessage, Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { Agent, fetch as undiciFetch } from "undici";
import { afterAll, beforeAll } from "vitest";
import { parseConfig } from "../../../app/config.server";
import type { OutboxMessage } from "../../../reference-api/app";
import { seedReferenceData } from "../../../reference-api/data-template";
import { createApp } from "../../../server/app";
import { startEmbeddedReferenceApi } from "../../../server/embedded-reference-api";
import { createLogger } from "../../../server/logger";
import { routeIdOf } from "./route-ids";
import { createHttpServer } from "../../../server/slow-clients";
import { freshBuilds } from "./app-from-source";
import { connectInto } from "./in-process";
import { recordHit } from "./hits";
import { captureScreen } from "./screens";
import { ROUTE_TESTS_DIR } from "./paths";
import { upstreamIsServedBy } from "./upstream-socket";

/** Nothing listens on it: it only names the origin, and the upstream URL the configuration derives. */
const PORT = 3999;
export const ORIGIN = `http://localhost:${PORT}`;

export type RouteApp = {
  build: ServerBuild;
  /** One request through the whole server stack, as a browser's would arrive; redirects not followed. */
  fetch(pathname: string, init?: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Response>;
  /** What the reference API has "sent", newest first. */
  outbox(): Promise<OutboxMessage[]>;
  /** Every call the upstream (the embedded reference API) has received so far, as "METHOD /path", oldest first. */
  upstreamCalls(): readonly string[];
  close(): Promise<void>;
};

/**
 * The production server stack in this process, wired as server/main.ts wires it: the configuration
 * from the environment (APP_ENV=Test), the application from source (app-from-source.ts: Vite makes
 * each language's server build, no `npm run build` first), and the reference API
 * embedded under /reference-api on a data directory of its own (a copy of the seeded template, reference-api/data-template.ts).
 * Connections open into the HTTP server (the one server/main.ts listens with) without a port.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RouteApp> {
  mkdirSync(ROUTE_TESTS_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(ROUTE_TESTS_DIR, "app-"));
  await seedReferenceData(path.join(dataDir, "reference-api"));
  // The application reads its configuration from the environment once (getConfig): set it first,
  // and put it back on close, so that a file's limits never reach the next file run by this worker.
  const environment = { ...process.env };
  Object.assign(process.env, { APP_ENV: "Test", PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: process.env.ROUTE_LOG_LEVEL ?? "silent", ...env });
  const config = parseConfig(process.env);
  const logger = createLogger(config.logLevel);
  const reference = await startEmbeddedReferenceApi(config, logger);
  const source = await freshBuilds();
  const serverBuilds = source.builds;
  const serverBuild = serverBuilds.it;
  const app = createApp({
    config,
    logger,
    // Served as production serves its builds; the static files are public/'s, the browser's bundles none.
    build: { kind: "production", clientDir: path.resolve("public"), serverBuilds },
    referenceApi: reference.handler,
  });
  const server: Server = createHttpServer(app, config.http, logger);
  // The application reaches its upstream through this same server: a request under /reference-api is one call.
  const upstreamCalls: string[] = [];
  // First in line: the application's router rewrites the URL of a request it mounts elsewhere.
  server.prependListener("request", (request: IncomingMessage) => {
    if (request.url?.startsWith("/reference-api/")) upstreamCalls.push(`${request.method} ${request.url}`);
  });
  upstreamIsServedBy(server, `http://127.0.0.1:${PORT}`);
  const agent = new Agent({ connect: connectInto(() => server) });
  return {
    build: serverBuild,
    async fetch(pathname, init = {}) {
      const url = new URL(pathname, ORIGIN);
      const method = init.method ?? "GET";
      const routeId = routeIdOf(serverBuild, url);
      recordHit(method, routeId);
      const response = (await undiciFetch(url, { method, headers: init.headers, body: init.body, redirect: "manual", dispatcher: agent })) as unknown as Response;
      captureScreen(response, routeId, `${url.pathname}${url.search}`);
      return response;
    },
    outbox: () => reference.outbox(),
    upstreamCalls: () => upstreamCalls,
    async close() {
      await agent.close();
      upstreamIsServedBy(undefined);
      await reference.close();
      await source.close();
      rmSync(dataDir, { recursive: true, force: true });
      for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
      Object.assign(process.env, environment);
    },
  };
}

/** The application for this test file: started before its first test, closed after its last. */
export function routeApp(env: Record<string, string> = {}): () => RouteApp {
  let app: RouteApp | undefined;
  beforeAll(async () => {
    app = await startApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error("routeApp: the application starts in beforeAll");
    return app;
  };
}
