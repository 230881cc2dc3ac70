import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type Started } from "./support/server";
import { listeningAddresses } from "./support/sockets";

/** Issue 22: a forgotten variable never exposes the development server or the demo outbox. */
describe("safe defaults", () => {
  it.each(["Cld", "Prod"])("APP_ENV=%s without NODE_ENV=production stops at once, exit 1, with one line saying why", (appEnv) => {
    const { NODE_ENV: _nodeEnv, ...inherited } = process.env;
    const result = spawnSync(process.execPath, ["build/serve.mjs"], {
      env: { ...inherited, APP_ENV: appEnv, SESSION_SECRET: "s".repeat(32), TRUST_PROXY: "1", UPSTREAM_API_URL: "http://127.0.0.1:9/", PORT: "9" },
      encoding: "utf8",
      // A server that failed to refuse would start Vite and listen until this kills it: the test fails.
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.split("\n").filter((line) => line.trim())).toEqual([
      `Invalid configuration: NODE_ENV must be production when APP_ENV is ${appEnv} (got ""; otherwise the development server would run)`,
    ]);
  }, 35_000);

  // Issue 39 item 8 (decision 179): the test routes, and Test's raised limits, never reach a network.
  it.each(["Dev", "Test"])("APP_ENV=%s with HOST=0.0.0.0 stops at once, exit 1, with one line naming the variable", (appEnv) => {
    const result = spawnSync(process.execPath, ["build/serve.mjs"], {
      env: { ...process.env, NODE_ENV: "production", APP_ENV: appEnv, HOST: "0.0.0.0", PORT: "9" },
      encoding: "utf8",
      // A server that failed to refuse would listen until this kills it: the test fails.
      timeout: 30_000,
      killSignal: "SIGKILL",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.split("\n").filter((line) => line.trim())).toEqual([
      `Invalid configuration: HOST must be a loopback address (127.0.0.1 or ::1) when APP_ENV is ${appEnv} (got "0.0.0.0"; its test routes never leave this machine)`,
    ]);
  }, 35_000);

  describe("Dev and Test", () => {
    let dev: Started;
    let test: Started;
    beforeAll(async () => {
      [dev, test] = await Promise.all([startApp("Dev"), startApp("Dev", { APP_ENV: "Test" })]);
    }, 120_000);
    afterAll(() => Promise.all([dev?.stop(), test?.stop()]));

    it("Dev listens on 127.0.0.1 only, so the outbox and /__test/session stay on this machine", async () => {
      expect(listeningAddresses(dev.port)).toEqual(["127.0.0.1"]);
      // Still reachable where a developer opens it.
      expect((await fetch(`${dev.baseUrl}/reference-api/outbox`)).status).toBe(200);
    });

    it("Test, with no HOST, listens on 127.0.0.1 only too", async () => {
      expect(listeningAddresses(test.port)).toEqual(["127.0.0.1"]);
      expect((await fetch(`${test.baseUrl}/__test/clock`)).status).toBe(200);
    });
  });
});
