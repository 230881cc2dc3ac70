import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { countPost } from "../../../app/actions/screen.server";
import type { Refusal } from "../../../app/request-context";
import { limits } from "../support/limits";
import { requestContextWith } from "../support/request-context";

/** The page the server sends for a refusal the application left in the request's context. */
function refusalPage(sendRefusal: ReturnType<typeof limits>["sendRefusal"], refusal: Refusal) {
  let status = 0;
  let body = "";
  const req = { method: "POST", path: "/any", originalUrl: "/any", ip: "10.0.0.1", get: () => undefined } as unknown as Request;
  const res = {
    req,
    locals: { requestId: "test-request" },
    setHeader: () => res,
    status: (code: number) => ((status = code), res),
    type: () => res,
    send: (text: string) => ((body = text), res),
  } as unknown as Response;
  sendRefusal(req, res, refusal);
  return { status, body };
}

describe("per-address buckets, as the screen declares (issue 20 item 1, issue 40)", () => {
  it("a strict screen meets the strict bucket, a lax one the general one", async () => {
    const throttle = limits({ sensitivePerMinute: 2, perMinute: 3 }).throttleFor("10.0.0.1", "r");
    expect(await throttle.spendBucket("strict")).toBeNull();
    expect(await throttle.spendBucket("strict")).toBeNull();
    expect(await throttle.spendBucket("strict")).toMatchObject({ limit: "strict" });
    for (let index = 0; index < 3; index += 1) expect(await throttle.spendBucket("lax")).toBeNull();
    expect(await throttle.spendBucket("lax")).toMatchObject({ limit: "lax" });
  });

  it("a post no screen declared is counted strict, once, and refused with the general page", async () => {
    const created = limits({ sensitivePerMinute: 1 });
    const throttle = created.throttleFor("10.0.0.1", "r");
    const first = requestContextWith({ throttle }).made;
    await countPost(first);
    await countPost(first);
    const second = requestContextWith({ throttle }).made;
    await expect(countPost(second)).rejects.toMatchObject({ init: { status: 429 } });
    expect(second.refusal).toMatchObject({ kind: "strict" });
    const page = refusalPage(created.sendRefusal, second.refusal!);
    expect(page.status).toBe(429);
    expect(page.body).toContain("Troppe richieste");
  });

  it("refuses the strict posts of an address past its daily cap, with the wait", async () => {
    const created = limits({ sensitivePostsPerIpPerDay: 3 });
    const throttle = created.throttleFor("10.0.0.1", "r");
    for (let index = 0; index < 3; index += 1) expect(await throttle.spendBucket("strict")).toBeNull();
    const over = await throttle.spendBucket("strict");
    expect(over).toMatchObject({ limit: "daily" });
    const page = refusalPage(created.sendRefusal, { kind: "daily", waitMs: over!.waitMs });
    expect(page.status).toBe(429);
    expect(page.body).toContain("Limite giornaliero raggiunto");
    expect(page.body).toMatch(/Potrai riprovare tra \d+ ore/);
    expect(await throttle.spendBucket("lax")).toBeNull();
  });

  it("counters that cannot be read refuse the post with 503", async () => {
    const throttle = limits().throttleFor("10.0.0.1", "r");
    throttle.spendBucket = () => Promise.reject(new Error("redis down"));
    const made = requestContextWith({ throttle }).made;
    await expect(countPost(made)).rejects.toMatchObject({ init: { status: 503 } });
    expect(made.refusal).toEqual({ kind: "unavailable" });
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
