import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { KEPT_INTEGRATIONS } from "../../server/sentry";

type Probe = { asyncId: number; incomingRequestSubscribers: boolean; integrations: string[]; envelopes: number };

function probe(...args: string[]): Probe {
  const result = spawnSync(process.execPath, ["--import", "tsx", "tests/security/support/sentry-probe.ts", ...args], { encoding: "utf8", timeout: 30_000 });
  const line = result.stdout.trim().split("\n").at(-1) ?? "";
  if (!line.startsWith("{")) throw new Error(`probe failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line) as Probe;
}

/** Decision 148: Sentry on the server costs a healthy request nothing (decisions 125/126). */
describe("Sentry as the server starts it", () => {
  it("sends an error, and leaves Node's promise hooks off and incoming requests unobserved", () => {
    const ours = probe();
    expect(ours.envelopes).toBeGreaterThanOrEqual(1);
    expect(ours.asyncId).toBe(0);
    expect(ours.incomingRequestSubscribers).toBe(false);
    for (const name of ours.integrations) expect(KEPT_INTEGRATIONS).toContain(name);
  });

  it("where the SDK's defaults would turn both on (the probe sees it)", () => {
    const defaults = probe("defaults");
    expect(defaults.asyncId).not.toBe(0);
    expect(defaults.incomingRequestSubscribers).toBe(true);
  });
});
