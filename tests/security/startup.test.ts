import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("start-up", () => {
  it("stops at once with one line naming the wrong variable", () => {
    const result = spawnSync(process.execPath, ["build/serve.mjs"], {
      env: { ...process.env, APP_ENV: "Nope" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn"));
    expect(lines).toEqual(['Invalid configuration: APP_ENV must be one of Dev, Test, Cld, Prod (got "Nope")']);
    expect(result.stdout).toBe("");
    // Starting a TypeScript process takes seconds on a busy two-core machine; the child has its own limit.
  }, 35_000);
});
