import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { canonicalRoute, createLimits, isStrictRoute, keyedHash, type LimitOptions } from "../../../server/limits";

const base: LimitOptions = {
  perMinute: 1000,
  sensitivePerMinute: 1000,
  failuresPerAccountAndIp: 10,
  failuresPerAccount: 100,
  sensitivePostsPerIpPerDay: 100_000,
  smsPerNumberPerHour: 1000,
  smsPerIpPerHour: 1000,
};

function limits(options: Partial<LimitOptions>) {
  const written: string[] = [];
  const created = createLimits({ ...base, ...options, hash: keyedHash("x".repeat(32)), events: { write: (event) => written.push(event), fromUpstream: () => {} } });
  return { ...created, written };
}

async function post(handler: ReturnType<typeof limits>["middleware"], path: string, fields: Record<string, string>, ip = "10.0.0.1") {
  let status = 0;
  let body = "";
  let passed = false;
  const res = {
    locals: { form: new URLSearchParams(fields), requestId: "test-request" },
    setHeader: () => res,
    status: (code: number) => ((status = code), res),
    type: () => res,
    send: (text: string) => ((body = text), res),
  } as unknown as Response;
  const req = { method: "POST", path, ip, get: () => undefined } as unknown as Request;
  await handler(req, res, () => {
    passed = true;
  });
  return passed ? { status: "next" as const, body } : { status, body };
}

describe("canonical route (issue 11 item 3: buckets on the matched route)", () => {
  it.each([
    ["/auth/client_login", "/auth/client_login"],
    ["/AUTH/Client_Login/", "/auth/client_login"],
    ["/%61uth/client_login", "/auth/client_login"],
    ["/auth/client_login.data", "/auth/client_login"],
    ["//auth//client_login", "/auth/client_login"],
    ["/_root.data", "/"],
  ])("%s is %s", (path, route) => {
    expect(canonicalRoute(path)).toBe(route);
  });

  it.each(["/pending-operation/change-mobile", "/pending-operation/migration/need-insert-phone", "/sign-up", "/reset-password", "/auth/sso-login"])(
    "%s is in the strict bucket",
    (route) => expect(isStrictRoute(route)).toBe(true),
  );
  it.each(["/account/temporary-blocked", "/feedback/success", "/authx"])("%s is not", (route) => expect(isStrictRoute(route)).toBe(false));
});

describe("SMS pumping caps (issue 11 item 3)", () => {
  it("caps SMS to one number per hour, from any address", async () => {
    const { middleware, written } = limits({ smsPerNumberPerHour: 2 });
    const to = { mobileCountryCode: "+39", mobileNumber: "340 111 2222" };
    expect((await post(middleware, "/pending-operation/change-mobile", to, "10.0.0.1")).status).toBe("next");
    expect((await post(middleware, "/pending-operation/migration/select-mobile", to, "10.0.0.2")).status).toBe("next");
    const third = await post(middleware, "/pending-operation/migration/need-insert-phone", { ...to, mobileNumber: "3401112222" }, "10.0.0.3");
    expect(third.status).toBe(429);
    expect(third.body).toContain("Abbiamo già inviato molti SMS a questo numero");
    expect(written).toContain("sms.capped");
    expect((await post(middleware, "/pending-operation/change-mobile", { ...to, mobileNumber: "3409998888" }, "10.0.0.3")).status).toBe("next");
  });

  it("caps SMS per address per hour, whatever the numbers", async () => {
    const { middleware } = limits({ smsPerIpPerHour: 2 });
    for (const number of ["3400000001", "3400000002"]) {
      expect((await post(middleware, "/pending-operation/change-mobile", { mobileNumber: number })).status).toBe("next");
    }
    expect((await post(middleware, "/pending-operation/change-mobile", { mobileNumber: "3400000003" })).status).toBe(429);
  });

  it("a resend on confirm-mobile counts too", async () => {
    const { middleware } = limits({ smsPerIpPerHour: 1 });
    expect((await post(middleware, "/pending-operation/confirm-mobile", { intent: "resend" })).status).toBe("next");
    expect((await post(middleware, "/pending-operation/confirm-mobile", { intent: "resend" })).status).toBe(429);
    expect((await post(middleware, "/pending-operation/confirm-mobile", { intent: "confirm", code: "123456" })).status).toBe("next");
  });
});

describe("per-IP daily cap on strict posts (issue 11 item 3)", () => {
  it("refuses the strict posts of an address past its daily cap, with the wait", async () => {
    const { middleware } = limits({ sensitivePostsPerIpPerDay: 3 });
    for (let index = 0; index < 3; index += 1) expect((await post(middleware, "/reset-password", { email: "a@example.com" })).status).toBe("next");
    const over = await post(middleware, "/auth/client_login", { username: "a@example.com" });
    expect(over.status).toBe(429);
    expect(over.body).toContain("Limite giornaliero raggiunto");
    expect(over.body).toMatch(/Riprova tra \d+ ore/);
    expect((await post(middleware, "/account/temporary-blocked", {})).status).toBe("next");
  });
});

describe("consecutive login failures (issue 11 item 3)", () => {
  it("a success from the same address starts the count again", async () => {
    const { middleware, afterUpstream } = limits({ failuresPerAccountAndIp: 3 });
    const failure = { call: "login", input: { Username: "Mario@Example.com" }, ok: false, code: "WRONG_CREDENTIALS", kind: "code" };
    for (let index = 0; index < 2; index += 1) await afterUpstream(failure, "10.0.0.9");
    await afterUpstream({ ...failure, ok: true, code: null, kind: null }, "10.0.0.9");
    for (let index = 0; index < 2; index += 1) await afterUpstream(failure, "10.0.0.9");
    expect((await post(middleware, "/auth/client_login", { username: "mario@example.com" }, "10.0.0.9")).status).toBe("next");
    await afterUpstream(failure, "10.0.0.9");
    const locked = await post(middleware, "/auth/client_login", { username: " MARIO@example.com " }, "10.0.0.9");
    expect(locked.status).toBe(429);
    expect(locked.body).toContain("Troppi tentativi di accesso non riusciti per questo account");
  });

  it("other refusals (a disabled account, an unreachable upstream) are not counted as guesses", async () => {
    const { middleware, afterUpstream } = limits({ failuresPerAccountAndIp: 1 });
    await afterUpstream({ call: "login", input: { Username: "a@example.com" }, ok: false, code: "USER_DISABLED", kind: "code" }, "10.0.0.8");
    await afterUpstream({ call: "login", input: { Username: "a@example.com" }, ok: false, code: null, kind: "network" }, "10.0.0.8");
    expect((await post(middleware, "/auth/client_login", { username: "a@example.com" }, "10.0.0.8")).status).toBe("next");
  });
});
