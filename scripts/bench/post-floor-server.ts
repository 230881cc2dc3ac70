import http from "node:http";
import express from "express";
import { createRequestHandler, redirect, type ServerBuild } from "react-router";
import { Pool } from "undici";

// The floors of the login-post measurement (decisions 127, 173): what the bench's own loop, stub and
// machine allow when a server does nothing but the one upstream call a login needs, bare or through the
// stack the product is built on. Each reads the form, posts the login over a keep-alive pool, and
// answers 303 to where the upstream says, as the product does, with nothing else: no session, token,
// limit or check. A GET answers 200, for the readiness poll.

const FLOOR_COOKIE = "ar_session=floor; Path=/; HttpOnly; SameSite=Lax";

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** The login's one upstream call; where the upstream sends the customer. */
async function upstreamLogin(pool: Pool, form: URLSearchParams): Promise<string> {
  const body = JSON.stringify({ Username: form.get("username"), Password: form.get("password") });
  const answer = await pool.request({ path: "/v2/Login/Login", method: "POST", headers: { "Content-Type": "application/json" }, body });
  return ((await answer.body.json()) as { UrlRedirect?: string }).UrlRedirect ?? "/";
}

/** Bare `node:http`. */
export function postFloorServer(upstreamUrl: string): http.Server {
  const pool = new Pool(upstreamUrl, { connections: 64 });
  const server = http.createServer(async (req, res) => {
    const form = new URLSearchParams((await readBody(req)).toString("utf8"));
    if (req.method !== "POST") {
      res.writeHead(200, { "Content-Type": "text/plain" }).end("floor");
      return;
    }
    upstreamLogin(pool, form).then(
      (location) => res.writeHead(303, { Location: location, "Set-Cookie": FLOOR_COOKIE }).end(),
      () => res.writeHead(502).end(),
    );
  });
  server.keepAliveTimeout = 30_000;
  return server;
}

/**
 * The stack the product is built on, and nothing of the product: Express 5 hands each request, its body
 * read first as the product reads it, to React Router's request handler, whose one route's action makes
 * the login's call and redirects. The product's session, CSRF check, limits, validation and the rest
 * are what it adds to this.
 */
export function stackFloorServer(upstreamUrl: string): http.Server {
  const pool = new Pool(upstreamUrl, { connections: 64 });
  const handle = createRequestHandler(oneRouteBuild(pool), "production");
  const app = express();
  app.disable("x-powered-by");
  app.use(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.append(name, value);
    const body = await readBody(req);
    const method = req.method;
    const response = await handle(new Request(`http://${req.headers.host}${req.url}`, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : new Uint8Array(body) }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  const server = http.createServer(app);
  server.keepAliveTimeout = 30_000;
  return server;
}

function oneRouteBuild(pool: Pool): ServerBuild {
  const route = { hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, clientActionModule: undefined, clientLoaderModule: undefined, clientMiddlewareModule: undefined, hydrateFallbackModule: undefined };
  return {
    entry: { module: { default: () => new Response("floor", { headers: { "Content-Type": "text/plain" } }) } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      login: {
        id: "login",
        parentId: "root",
        path: "auth/client_login",
        module: {
          default: () => null,
          action: async ({ request }) => {
            const form = new URLSearchParams(await request.text());
            return redirect(await upstreamLogin(pool, form), { status: 303, headers: { "Set-Cookie": FLOOR_COOKIE } });
          },
        },
      },
    },
    assets: {
      entry: { imports: [], module: "/entry.js" },
      routes: {
        root: { ...route, id: "root", path: "", module: "/root.js" },
        login: { ...route, id: "login", parentId: "root", path: "auth/client_login", module: "/login.js", hasAction: true },
      },
      url: "/manifest.js",
      version: "floor",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "/nonexistent",
    future: { v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

// Run by the bench as a process of its own, like the product and the static floor.
const upstream = process.env.BENCH_POST_FLOOR_UPSTREAM;
if (upstream) {
  const floor = process.env.BENCH_POST_FLOOR === "stack" ? stackFloorServer : postFloorServer;
  floor(upstream).listen(Number(process.env.PORT), "127.0.0.1");
  process.on("SIGTERM", () => process.exit(0));
}
