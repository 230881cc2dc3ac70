import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../app/config.server";

/** The server as an operator starts it, with the given environment; it must stop before listening. */
function start(env: Record<string, string>) {
  // Nothing of the caller's REDIS_URL or UPSTREAM_API_URL: each refusal must follow from what the test sets.
  const { UPSTREAM_API_URL: _upstream, REDIS_URL: _redis, ...inherited } = process.env;
  return spawnSync(process.execPath, ["build/serve.mjs"], {
    env: { ...inherited, ...env },
    encoding: "utf8",
    // A server that failed to refuse would listen until this kills it, and the test would fail.
    timeout: 30_000,
  });
}

function meaningfulLines(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn"));
}

describe("WEB_CONCURRENCY (decision 121)", () => {
  it("more than one worker without REDIS_URL stops at once, exit 1, with one line saying why", () => {
    const result = start({ WEB_CONCURRENCY: "2", UPSTREAM_API_URL: "http://127.0.0.1:9/" });
    expect(result.status).toBe(1);
    expect(meaningfulLines(result.stderr)).toEqual([
      "Invalid configuration: WEB_CONCURRENCY=2 needs REDIS_URL (the workers must share rate limits and carried secrets; unset, each would count alone)",
    ]);
    expect(result.stdout).toBe("");
  }, 35_000);

  it("more than one worker with the embedded reference API stops at once, saying it is single-process", () => {
    const result = start({ WEB_CONCURRENCY: "2", REDIS_URL: "redis://127.0.0.1:9/0" });
    expect(result.status).toBe(1);
    expect(meaningfulLines(result.stderr)).toEqual([
      "Invalid configuration: WEB_CONCURRENCY=2 needs UPSTREAM_API_URL (the embedded reference API is single-process; start it alone with npm run reference-api)",
    ]);
  }, 35_000);

  it("defaults to one worker, which needs neither", () => {
    expect(parseConfig({}).webConcurrency).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
  });

  it("reads a worker count given with both a shared store and an upstream", () => {
    const config = parseConfig({ WEB_CONCURRENCY: "2", REDIS_URL: "redis://cache.internal:6379/0", UPSTREAM_API_URL: "https://api.example.it" });
    expect(config.webConcurrency).toBe(2);
  });

  it("refuses a count that is not a whole number from 1 to 64", () => {
    for (const value of ["0", "-1", "1.5", "many", "65"]) {
      expect(() => parseConfig({ WEB_CONCURRENCY: value })).toThrow(/^Invalid configuration: WEB_CONCURRENCY must be a whole number of worker processes, 1 to 64/);
    }
  });
});
