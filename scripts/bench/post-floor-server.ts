import http from "node:http";
import { Pool } from "undici";

/**
 * The floor of the login-post measurement (decision 127): what the bench's own loop, stub and machine
 * allow when the server does nothing but the one upstream call a login needs. It reads the form, posts
 * the login over a keep-alive pool, and answers 303 to where the upstream says, as the product does,
 * with nothing else: no framework, session, token or check. A GET answers 200, for the readiness poll.
 */
export function postFloorServer(upstreamUrl: string): http.Server {
  const pool = new Pool(upstreamUrl, { connections: 64 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST") {
        res.writeHead(200, { "Content-Type": "text/plain" }).end("floor");
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const body = JSON.stringify({ Username: form.get("username"), Password: form.get("password") });
      pool
        .request({ path: "/v2/Login/Login", method: "POST", headers: { "Content-Type": "application/json" }, body })
        .then((answer) => answer.body.json() as Promise<{ UrlRedirect?: string }>)
        .then(
          (answer) => res.writeHead(303, { Location: answer.UrlRedirect ?? "/", "Set-Cookie": "ar_session=floor; Path=/; HttpOnly; SameSite=Lax" }).end(),
          () => res.writeHead(502).end(),
        );
    });
  });
  server.keepAliveTimeout = 30_000;
  return server;
}

// Run by the bench as a process of its own, like the product and the static floor.
const upstream = process.env.BENCH_POST_FLOOR_UPSTREAM;
if (upstream) {
  postFloorServer(upstream).listen(Number(process.env.PORT), "127.0.0.1");
  process.on("SIGTERM", () => process.exit(0));
}
