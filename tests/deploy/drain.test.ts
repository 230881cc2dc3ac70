import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rmSync } from "node:fs";
import { CLIENT_LOGIN, startApp, startReferenceApi, type Started } from "../security/support/server";
import { accepts } from "./support/set";
import { send, Visitor } from "./support/visitor";

/**
 * Issue 22: SIGTERM on one instance, with no balancer in front. It says not ready at once while it
 * still serves (every answer closing its connection), stops accepting after SHUTDOWN_DRAIN_DELAY_MS,
 * lets a request that is in flight finish, and exits 0.
 */
describe("an instance's drain on SIGTERM", () => {
  let upstream: Started;
  let server: Started;
  const upstreamDir = "data/deploy-drain-upstream";
  beforeAll(async () => {
    rmSync(upstreamDir, { recursive: true, force: true });
    // Its own upstream, as deployed: an embedded one would be served by the very listener that closes.
    upstream = await startReferenceApi(upstreamDir);
    server = await startApp("Dev", { SHUTDOWN_DRAIN_DELAY_MS: "500", LOG_LEVEL: "warn" }, upstream.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await upstream?.stop();
    rmSync(upstreamDir, { recursive: true, force: true });
  });

  it("turns /readyz to 503 first, closes connections, stops accepting, finishes the post in flight, exits 0", async () => {
    const visitor = new Visitor(server.baseUrl);
    const page = await visitor.get(CLIENT_LOGIN);
    const body = new URLSearchParams({ csrf: Visitor.csrf(page), username: "mario.rossi@example.com", prefix: "+39", password: "Sbagliata.1" }).toString();

    // A post whose body is still arriving when the signal comes: in flight for as long as the test says.
    const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    let answered = false;
    let inFlightRequest: ReturnType<typeof request> | undefined;
    const inFlight = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = request(new URL(CLIENT_LOGIN, server.baseUrl), {
        method: "POST",
        agent: false,
        headers: { cookie, origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => {
          answered = true;
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        });
      });
      req.on("error", reject);
      req.write(body.slice(0, 20));
      inFlightRequest = req;
    });
    // Answered after the post's connection was made: the server has accepted that one too.
    expect((await send(new URL("/healthz", server.baseUrl))).status).toBe(200);

    const exited = server.stop();
    let ready = await send(new URL("/readyz", server.baseUrl));
    for (const deadline = Date.now() + 5_000; ready.status === 200 && Date.now() < deadline; ) ready = await send(new URL("/readyz", server.baseUrl));
    expect(ready.status).toBe(503);
    expect(ready.body).toContain("draining");
    expect(ready.headers.connection).toBe("close");

    const deadline = Date.now() + 5_000;
    while ((await accepts(server.port)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await accepts(server.port)).toBe(false);
    expect(answered).toBe(false);
    expect(server.exitCode()).toBeNull();

    inFlightRequest!.end(body.slice(20));
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe("close");
    await exited;
    expect(server.exitCode()).toBe(0);
  });
});
