import { request } from "node:http";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountStatus } from "../../app/flow/account-status";
import { startReferenceApi, type Started } from "../security/support/server";
import { deployRun, freeBasePort } from "./support/set";
import { send, Visitor } from "./support/visitor";

const LOGIN = "/auth/client_login?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";

/**
 * Issue 39 item 8 (decision 179): `deploy/run start` with no APP_ENV runs the instances production-like,
 * never Test (limits of 10 000, test routes that forge a session, on the balancer's port). One
 * instance, against a reference API started alone as a real upstream would be.
 */
describe("deploy/run's default environment", () => {
  let upstream: Started;
  let base: number;
  let deployDir: string;
  let env: Record<string, string>;
  let origin: string;
  let startOutput: string;

  beforeAll(async () => {
    // Its port taken first, so that the set's ten ports are chosen around it.
    upstream = await startReferenceApi(path.resolve("data/deploy-default-upstream"));
    base = await freeBasePort();
    deployDir = path.resolve(`data/deploy-default-${base}`);
    rmSync(deployDir, { recursive: true, force: true });
    origin = `http://127.0.0.1:${base}`;
    // APP_ENV empty is APP_ENV unset, whatever the test run's own environment says.
    env = { DEPLOY_DIR: deployDir, DEPLOY_PORT: String(base), DEPLOY_INSTANCES: "1", APP_ENV: "", UPSTREAM_API_URL: upstream.baseUrl, LOG_LEVEL: "warn" };
    const start = await deployRun("start", env);
    startOutput = start.output;
    expect(start.code, start.output).toBe(0);
  }, 180_000);

  afterAll(async () => {
    if (existsSync(deployDir)) await deployRun("stop", env);
    await upstream?.stop();
    rmSync(deployDir, { recursive: true, force: true });
    rmSync(path.resolve("data/deploy-default-upstream"), { recursive: true, force: true });
  }, 60_000);

  it("is Prod: the test routes do not exist behind nginx", async () => {
    expect(startOutput).toContain("(APP_ENV=Prod, NODE_ENV=production)");
    for (const target of [`/__test/session?status=${AccountStatus.active}&next=/`, "/__test/clock?advance=61"]) {
      const answer = await send(new URL(target, origin));
      expect(answer.status, target).toBe(404);
    }
  });

  it("has the production limits: the 21st login post in a minute is 429", async () => {
    const statuses: number[] = [];
    for (let post = 0; post < 21; post += 1) statuses.push((await new Visitor(origin).post(LOGIN, { a: "b" })).status);
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });

  it("sends plain http to https on the redirect block's socket, path and query kept (issue 39 item 10f)", async () => {
    const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const req = request({ socketPath: path.join(deployDir, "nginx/http-redirect.sock"), path: LOGIN, headers: { host: "area.example.it" } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      });
      req.on("error", reject);
      req.end();
    });
    expect(answer).toEqual({ status: 301, location: `https://area.example.it${LOGIN}` });
  });

  it("refuses, before starting anything, Prod without an upstream and Test listening beyond the loopback", async () => {
    const elsewhere = path.join(deployDir, "not-started");
    const others = { DEPLOY_DIR: elsewhere, DEPLOY_PORT: String(base), LOG_LEVEL: "warn" };
    const prod = await deployRun("start", { ...others, APP_ENV: "", UPSTREAM_API_URL: "" });
    expect(prod.code).toBe(1);
    expect(prod.output).toContain("APP_ENV=Prod (the default) needs UPSTREAM_API_URL");
    const test = await deployRun("start", { ...others, APP_ENV: "Test", DEPLOY_LISTEN: `0.0.0.0:${base}` });
    expect(test.code).toBe(1);
    expect(test.output).toContain(`DEPLOY_LISTEN must be a loopback address and port, such as 127.0.0.1:8080, when APP_ENV is Test (got "0.0.0.0:${base}"`);
    expect(existsSync(path.join(elsewhere, "state.json"))).toBe(false);
  }, 30_000);
});
