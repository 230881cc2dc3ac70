import { describe, expect, it } from "vitest";
import { observedUpstream, RESET_PASSWORD_FLOOR_MS } from "../../../app/upstream/observed.server";
import type { UpstreamClient } from "../../../app/upstream/client.server";

/**
 * Issue 11 item 8: the upstream takes ~270 ms for a known e-mail and ~26 ms for an unknown one; the
 * answer must not tell them apart by its time. A simulated clock: the stub advances it as a real
 * upstream would take time, and the wrapper's waiting advances it too.
 */
function simulated(lookupMs: number) {
  let now = 0;
  const client = {
    resetPassword: async () => {
      now += lookupMs;
      return { ok: true, call: "resetPassword", data: {}, setCookies: [] };
    },
  } as unknown as UpstreamClient;
  const wrapped = observedUpstream(client, {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  });
  return { wrapped, elapsed: () => now };
}

describe("reset-password takes the same time whether or not the account exists", () => {
  it.each([26, 270, 999])("an upstream answering in %i ms is answered at the floor", async (lookupMs) => {
    const { wrapped, elapsed } = simulated(lookupMs);
    await wrapped.resetPassword({ cookies: null }, { Email: "someone@example.com" });
    expect(elapsed()).toBe(RESET_PASSWORD_FLOOR_MS);
  });

  it("known and unknown e-mails take the same time", async () => {
    const known = simulated(270);
    const unknown = simulated(26);
    await known.wrapped.resetPassword({ cookies: null }, { Email: "mario.rossi@example.com" });
    await unknown.wrapped.resetPassword({ cookies: null }, { Email: "nobody@example.com" });
    expect(known.elapsed()).toBe(unknown.elapsed());
  });

  it("other calls are not held", async () => {
    let now = 0;
    const client = { login: async () => ({ ok: true, call: "login", data: {}, setCookies: [] }) } as unknown as UpstreamClient;
    const wrapped = observedUpstream(client, { now: () => now, sleep: async (ms) => void (now += ms) });
    await wrapped.login({ cookies: null }, { Username: "a@example.com", Password: "x" });
    expect(now).toBe(0);
  });
});
