import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../app/config.server";

const BEHIND_A_BALANCER = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), TRUST_PROXY: "1", UPSTREAM_API_URL: "https://api.example.it" };

describe("SHUTDOWN_* (decision 146)", () => {
  it("drains for 5 s in Cld and Prod, where a balancer must see /readyz fail, and not at all in Dev and Test", () => {
    expect(parseConfig({}).shutdown).toEqual({ drainDelayMs: 0, timeoutMs: 10_000 });
    expect(parseConfig({ APP_ENV: "Test" }).shutdown.drainDelayMs).toBe(0);
    expect(parseConfig({ ...BEHIND_A_BALANCER, APP_ENV: "Cld" }).shutdown.drainDelayMs).toBe(5_000);
    expect(parseConfig({ ...BEHIND_A_BALANCER, APP_ENV: "Prod" }).shutdown).toEqual({ drainDelayMs: 5_000, timeoutMs: 10_000 });
  });

  it("reads both, 0 included for the delay", () => {
    expect(parseConfig({ ...BEHIND_A_BALANCER, APP_ENV: "Prod", SHUTDOWN_DRAIN_DELAY_MS: "0", SHUTDOWN_TIMEOUT_MS: "30000" }).shutdown).toEqual({ drainDelayMs: 0, timeoutMs: 30_000 });
  });

  it.each([
    [{ SHUTDOWN_DRAIN_DELAY_MS: "-1" }, /^Invalid configuration: SHUTDOWN_DRAIN_DELAY_MS must be a whole number of milliseconds, 0 to 600000/],
    [{ SHUTDOWN_TIMEOUT_MS: "0" }, /^Invalid configuration: SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, 100 to 600000/],
  ])("refuses %o", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});
