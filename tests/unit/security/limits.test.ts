import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import type { ScreenPolicy } from "../../../app/screens";
import { limits } from "../support/limits";

async function post(handler: ReturnType<typeof limits>["middleware"], screen: ScreenPolicy | undefined, ip = "10.0.0.1") {
  let status = 0;
  let body = "";
  let passed = false;
  const req = { method: "POST", path: "/any", originalUrl: "/any", ip, get: () => undefined } as unknown as Request;
  const res = {
    req,
    locals: { screen, requestId: "test-request" },
    setHeader: () => res,
    status: (code: number) => ((status = code), res),
    type: () => res,
    send: (text: string) => ((body = text), res),
  } as unknown as Response;
  await handler(req, res, () => {
    passed = true;
  });
  return passed ? { status: "next" as const, body } : { status, body };
}

const strict: ScreenPolicy = { bucket: "strict" };
const lax: ScreenPolicy = { bucket: "lax" };

describe("per-address buckets at the edge, as the matched route declares (issue 20 item 1)", () => {
  it("a strict screen meets the strict bucket, a lax one the general one", async () => {
    const { middleware } = limits({ sensitivePerMinute: 2, perMinute: 3 });
    expect((await post(middleware, strict)).status).toBe("next");
    expect((await post(middleware, strict)).status).toBe("next");
    expect((await post(middleware, strict)).status).toBe(429);
    for (let index = 0; index < 3; index += 1) expect((await post(middleware, lax)).status).toBe("next");
    expect((await post(middleware, lax)).status).toBe(429);
  });

  it("a post to a route that declares nothing is strict", async () => {
    const { middleware } = limits({ sensitivePerMinute: 1 });
    expect((await post(middleware, undefined)).status).toBe("next");
    expect((await post(middleware, strict)).status).toBe(429);
  });

  it("refuses the strict posts of an address past its daily cap, with the wait", async () => {
    const { middleware } = limits({ sensitivePostsPerIpPerDay: 3 });
    for (let index = 0; index < 3; index += 1) expect((await post(middleware, strict)).status).toBe("next");
    const over = await post(middleware, strict);
    expect(over.status).toBe(429);
    expect(over.body).toContain("Limite giornaliero raggiunto");
    expect(over.body).toMatch(/Potrai riprovare tra \d+ ore/);
    expect((await post(middleware, lax)).status).toBe("next");
  });
});

describe("SMS caps (issue 20 item 2)", () => {
  it("caps SMS to one number per hour, from any address, and a refused send costs the address nothing", async () => {
    const { throttleFor, written } = limits({ smsPerNumberPerHour: 2, smsPerIpPerHour: 3 });
    expect(await throttleFor("10.0.0.1", "r").spendSms("+393401112222")).toBeNull();
    expect(await throttleFor("10.0.0.2", "r").spendSms("+393401112222")).toBeNull();
    expect(await throttleFor("10.0.0.3", "r").spendSms("+393401112222")).toMatchObject({ limit: "number" });
    expect(written).toContain("sms.capped");
    expect(await throttleFor("10.0.0.3", "r").spendSms("+393409998888")).toBeNull();
    expect(await throttleFor("10.0.0.3", "r").spendSms("+393409998887")).toBeNull();
  });

  it("caps SMS per address per hour, whatever the numbers, in its own words", async () => {
    const { throttleFor } = limits({ smsPerIpPerHour: 2 });
    const throttle = throttleFor("10.0.0.1", "r");
    expect(await throttle.spendSms("+393400000001")).toBeNull();
    expect(await throttle.spendSms(null)).toBeNull();
    expect(await throttle.spendSms("+393400000003")).toMatchObject({ limit: "address" });
  });

  it("a refund gives the point back to the number and the address", async () => {
    const { throttleFor } = limits({ smsPerNumberPerHour: 1, smsPerIpPerHour: 1 });
    const throttle = throttleFor("10.0.0.1", "r");
    expect(await throttle.spendSms("+393400000001")).toBeNull();
    await throttle.refundSms("+393400000001");
    expect(await throttle.spendSms("+393400000001")).toBeNull();
    expect(await throttle.spendSms("+393400000001")).not.toBeNull();
  });
});

describe("consecutive login failures (issue 11 item 3)", () => {
  it("a success from the same address starts the count again", async () => {
    const { throttleFor } = limits({ failuresPerAccountAndIp: 3 });
    const throttle = throttleFor("10.0.0.9", "r");
    for (let index = 0; index < 2; index += 1) await throttle.loginResult("e:mario@example.com", "badCredentials");
    await throttle.loginResult("e:mario@example.com", "accepted");
    for (let index = 0; index < 2; index += 1) await throttle.loginResult("e:mario@example.com", "badCredentials");
    expect(await throttle.loginLocked("e:mario@example.com")).toBeNull();
    await throttle.loginResult("e:mario@example.com", "badCredentials");
    expect(await throttle.loginLocked("e:mario@example.com")).toBeGreaterThan(0);
    // Another address is not locked by this one's guesses, until the per-account count says so.
    expect(await throttleFor("10.0.0.10", "r").loginLocked("e:mario@example.com")).toBeNull();
  });

  it("other refusals are not counted as guesses", async () => {
    const { throttleFor } = limits({ failuresPerAccountAndIp: 1 });
    const throttle = throttleFor("10.0.0.8", "r");
    await throttle.loginResult("e:a@example.com", "other");
    expect(await throttle.loginLocked("e:a@example.com")).toBeNull();
  });
});

describe("look-ups that reveal a registration (issue 20 item 6)", () => {
  it("are limited per session and per address", async () => {
    const { throttleFor } = limits({ probesPerSessionPerHour: 2, probesPerIpPerHour: 3 });
    const throttle = throttleFor("10.0.0.7", "r");
    expect(await throttle.spendProbe("s1")).toBeNull();
    expect(await throttle.spendProbe("s1")).toBeNull();
    expect(await throttle.spendProbe("s1")).toBeGreaterThan(0);
    // The refused look-up spent nothing of the address: one is left for another session.
    expect(await throttle.spendProbe("s2")).toBeNull();
    expect(await throttle.spendProbe("s3")).toBeGreaterThan(0);
  });
});
