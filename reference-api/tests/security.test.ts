import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { googleSiteverify } from "../recaptcha";
import type { Harness } from "./helpers";
import { Client, DEMO_PASSWORD, loginBody, startApi, STARTUP_TIMEOUT } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startApi();
}, STARTUP_TIMEOUT);
afterAll(() => h.close());

describe("anti-forgery cookie and header (decision 003)", () => {
  it("any answer to a request without the cookie issues XSRF-TOKEN with Path=/, GET included", async () => {
    const client = new Client(h.baseUrl);
    const answer = await client.get("/v2/Configuration/GetConsentsConfiguration");
    const cookie = answer.setCookies.find((c) => c.startsWith("XSRF-TOKEN="));
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/);
    const again = await client.get("/v2/Configuration/GetConsentsConfiguration");
    expect(again.setCookies.some((c) => c.startsWith("XSRF-TOKEN="))).toBe(false);
  });

  it("a non-GET call without the header is refused and does nothing", async () => {
    const client = new Client(h.baseUrl);
    const answer = await client.post("/v2/Login/Login", loginBody("mario.rossi@example.com"), { xsrf: false });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Success: false, CodeError: "ANTIFORGERY_TOKEN_INVALID", MessageError: expect.any(String) });
    expect(answer.setCookies.some((c) => c.startsWith("ra_session="))).toBe(false);
  });

  it("a header that differs from the cookie is refused, on PUT too", async () => {
    const client = new Client(h.baseUrl);
    await client.get("/v2/Configuration/GetConsentsConfiguration");
    const response = await fetch(`${h.baseUrl}/Account/RequestCellChange`, {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        cookie: `XSRF-TOKEN=${client.cookies.get("XSRF-TOKEN")}`,
        "x-xsrf-token": "altro",
      },
      body: JSON.stringify({ PrefixCell: "+39", Cell: "3470000001" }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Record<string, unknown>).CodeError).toBe("ANTIFORGERY_TOKEN_INVALID");
  });

  it("a call with no cookie at all is refused, and the answer hands out a cookie for the next try", async () => {
    const response = await fetch(`${h.baseUrl}/v2/Signup/ValidatePassword`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": "qualcosa" },
      body: "{}",
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("XSRF-TOKEN="))).toBe(true);
  });
});

describe("reCAPTCHA", () => {
  it("in Test, a login without IsTestRecaptcha and with no secret configured is refused", async () => {
    const answer = await new Client(h.baseUrl).post("/v2/Login/Login", loginBody("mario.rossi@example.com"), { testRecaptcha: false });
    expect(answer.status).toBe(400);
    expect(answer.body.CodeError).toBe("INVALID_RECAPTCHA");
  });

  it("in Cld, IsTestRecaptcha is not honoured, and the configured verifier decides", async () => {
    const verifier = vi.fn(async (token: string) => token === "buono");
    const cld = await startApi({ appEnv: "Cld", recaptchaVerifier: verifier });
    try {
      const flagged = await new Client(cld.baseUrl).post("/v2/Login/Login", loginBody("mario.rossi@example.com"));
      expect(flagged.body.CodeError).toBe("INVALID_RECAPTCHA");
      const good = await new Client(cld.baseUrl).post(
        "/v2/Login/Login",
        { ...loginBody("mario.rossi@example.com"), "g-recaptcha-response": "buono" },
        { testRecaptcha: false },
      );
      expect(good.body.Success).toBe(true);
      expect(verifier).toHaveBeenCalledWith("buono", expect.any(String));
    } finally {
      await cld.close();
    }
  }, STARTUP_TIMEOUT);

  it("in Test with testRecaptchaNeedsToken, IsTestRecaptcha passes any token but not an empty one", async () => {
    const strict = await startApi({ testRecaptchaNeedsToken: true });
    try {
      const empty = await new Client(strict.baseUrl).post("/v2/Login/Login", loginBody("mario.rossi@example.com"));
      expect(empty.status).toBe(400);
      expect(empty.body.CodeError).toBe("INVALID_RECAPTCHA");
      const withToken = await new Client(strict.baseUrl).post(
        "/v2/Login/Login",
        { ...loginBody("mario.rossi@example.com"), IsTestRecaptcha: true, "g-recaptcha-response": "qualsiasi" },
        { testRecaptcha: false },
      );
      expect(withToken.body.Success).toBe(true);
    } finally {
      await strict.close();
    }
  }, STARTUP_TIMEOUT);

  it("googleSiteverify posts the secret and token and reads success and score", async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const form = new URLSearchParams(String(init?.body));
      const good = form.get("secret") === "segreto" && form.get("response") === "tok";
      return new Response(JSON.stringify({ success: good, score: 0.9 }), { status: 200 });
    });
    const verify = googleSiteverify("segreto", fetchImpl as unknown as typeof fetch);
    expect(await verify("tok", "127.0.0.1")).toBe(true);
    expect(await verify("altro", undefined)).toBe(false);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe("https://www.google.com/recaptcha/api/siteverify");

    const lowScore = googleSiteverify("s", (async () => new Response(JSON.stringify({ success: true, score: 0.1 }))) as typeof fetch);
    expect(await lowScore("t", undefined)).toBe(false);
    const failing = googleSiteverify("s", (async () => {
      throw new Error("offline");
    }) as typeof fetch);
    expect(await failing("t", undefined)).toBe(false);
  });
});

describe("request handling", () => {
  it("malformed JSON is a 400 in the upstream's dialect", async () => {
    const client = new Client(h.baseUrl);
    await client.get("/v2/Configuration/GetConsentsConfiguration");
    const token = client.cookies.get("XSRF-TOKEN") ?? "";
    const response = await fetch(`${h.baseUrl}/v2/Login/Login`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token },
      body: "{non json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Success: false, CodeError: "ERR" });
  });

  it("a body over the size limit is a 413", async () => {
    const answer = await new Client(h.baseUrl).post("/v2/Login/Login", { ...loginBody("mario.rossi@example.com"), Filler: "x".repeat(40_000) });
    expect(answer.status).toBe(413);
  });

  it("an unknown path under the mount is a 404 in the upstream's dialect", async () => {
    const answer = await new Client(h.baseUrl).get("/v2/Nothing/Here");
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ Success: false });
  });

  it("paths are matched regardless of case, as the upstream's are", async () => {
    const answer = await new Client(h.baseUrl).post("/v2/login/login", { Username: "mario.rossi@example.com", Password: DEMO_PASSWORD });
    expect(answer.body.Success).toBe(true);
  });
});
