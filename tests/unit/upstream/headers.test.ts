import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../app/upstream/index.server";
import type { UpstreamRequest } from "../../msw/upstream-handlers";
import { antiForgeryToken, sampleResponses, upstreamHandler } from "../../msw/upstream-handlers";
import { browserCookies, testClient, useUpstreamServer } from "./setup";

const server = useUpstreamServer();

function capture<K extends Parameters<typeof upstreamHandler>[0]>(call: K) {
  const seen: UpstreamRequest[] = [];
  server.use(
    upstreamHandler(call, (request) => {
      seen.push(request);
      return sampleResponses[call];
    }),
  );
  return seen;
}

describe("request headers", () => {
  it("sends exactly Accept, Culture, Client, Content-Type, Cookie and the anti-forgery header on a POST", async () => {
    const seen = capture("validateEmail");
    await testClient().validateEmail({ cookies: browserCookies }, { Email: "a@b.it" });
    expect(Object.fromEntries(seen[0]!.request.headers)).toEqual({
      accept: "application/json",
      culture: "it-IT",
      client: "area-riservata 1.4.2",
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${antiForgeryToken}; pending=p-123`,
      "x-xsrf-token": antiForgeryToken,
    });
  });

  it("sends no body headers and no anti-forgery header on a GET", async () => {
    const seen = capture("searchNazioni");
    await testClient().searchNazioni({ cookies: browserCookies }, { TextSearch: "Ita" });
    expect(Object.fromEntries(seen[0]!.request.headers)).toEqual({
      accept: "application/json",
      culture: "it-IT",
      client: "area-riservata 1.4.2",
      cookie: `XSRF-TOKEN=${antiForgeryToken}; pending=p-123`,
    });
  });

  it.each([
    ["it", "it-IT"],
    ["en", "en-GB"],
  ] as const)("maps culture %s to %s", async (culture, header) => {
    const seen = capture("validatePassword");
    await testClient({ culture }).validatePassword({ cookies: browserCookies }, { Password: "x" });
    expect(seen[0]!.request.headers.get("Culture")).toBe(header);
  });

  it.each([
    ["2.7.1", "2.7.1"],
    ["3.0.0-rc.1+build.5", "3.0.0"],
    ["v4.1", "4.1.0"],
  ])("reduces version %s to major.minor.patch %s", async (version, expected) => {
    const seen = capture("validatePassword");
    await testClient({ clientVersion: version }).validatePassword({ cookies: browserCookies }, { Password: "x" });
    expect(seen[0]!.request.headers.get("Client")).toBe(`area-riservata ${expected}`);
  });

  it("uses configured anti-forgery cookie and header names", async () => {
    const seen = capture("validatePassword");
    await testClient({ antiForgeryCookie: "CSRF", antiForgeryHeader: "X-CSRF" }).validatePassword(
      { cookies: "up_CSRF=abc%3D%3D" },
      { Password: "x" },
    );
    expect(seen[0]!.request.headers.get("X-CSRF")).toBe("abc==");
    expect(seen[0]!.request.headers.get("X-XSRF-TOKEN")).toBeNull();
  });

  it("sends the anti-forgery header equal to the upstream's cookie", async () => {
    const seen = capture("requestCellChange");
    await testClient().requestCellChange({ cookies: "up_XSRF-TOKEN=tok-42" }, { PrefixCell: "+39", Cell: "3401" });
    expect(seen[0]!.request.method).toBe("PUT");
    expect(seen[0]!.request.headers.get("X-XSRF-TOKEN")).toBe("tok-42");
    expect(seen[0]!.request.headers.get("Cookie")).toBe("XSRF-TOKEN=tok-42");
  });
});

describe("request body", () => {
  it.each<[AppEnv, boolean]>([
    ["Dev", true],
    ["Test", true],
    ["Cld", false],
    ["Prod", false],
  ])("in %s, IsTestRecaptcha is present: %s", async (appEnv, present) => {
    const seen = capture("resetPassword");
    await testClient({ appEnv }).resetPassword(
      { cookies: browserCookies, recaptchaToken: "tok" },
      { Email: "mario.rossi@example.com" },
    );
    const expected: Record<string, unknown> = { Email: "mario.rossi@example.com", "g-recaptcha-response": "tok" };
    if (present) expected.IsTestRecaptcha = true;
    expect(seen[0]!.body).toEqual(expected);
  });

  it("sends every field of the login payload, absent ones as null, and an empty token without reCAPTCHA", async () => {
    const seen = capture("sso");
    await testClient().sso({ cookies: browserCookies }, { Username: "mario.rossi@example.com", Password: "pw" });
    expect(seen[0]!.body).toEqual({
      Username: "mario.rossi@example.com",
      Prefix: null,
      Mobile: null,
      Password: "pw",
      LoginRedirect: null,
      LoginClient: null,
      RememberMe: false,
      "g-recaptcha-response": "",
    });
  });

  it("sends the common fields alone for a call without a payload", async () => {
    const seen = capture("resendSms");
    await testClient({ appEnv: "Test" }).resendSms({ cookies: browserCookies, recaptchaToken: "r" });
    expect(seen[0]!.body).toEqual({ "g-recaptcha-response": "r", IsTestRecaptcha: true });
  });

  it("encodes query values of a GET and keeps the base URL's path prefix", async () => {
    const seen = capture("searchComuni");
    await testClient().searchComuni({ cookies: null }, { TextSearch: "Sant'Angelo & co/1?" });
    const url = new URL(seen[0]!.request.url);
    expect(url.pathname).toBe("/reference-api/v2/Configuration/SearchComuni");
    expect(url.search).toBe("?TextSearch=Sant%27Angelo+%26+co%2F1%3F");
    expect(seen[0]!.query.get("TextSearch")).toBe("Sant'Angelo & co/1?");
  });

  it("joins a base URL with a trailing slash without doubling it", async () => {
    const seen = capture("getConsentsConfiguration");
    await testClient({ baseUrl: "http://upstream.test/reference-api/" }).getConsentsConfiguration({ cookies: null });
    expect(new URL(seen[0]!.request.url).pathname).toBe("/reference-api/v2/Configuration/GetConsentsConfiguration");
  });

  it("rejects an input that breaks the request schema before anything is sent", async () => {
    server.use(upstreamHandler("validateCell", () => HttpResponse.error()));
    await expect(
      testClient().validateCell({ cookies: browserCookies }, { Cell: 3401 } as unknown as { Cell: string; PrefixCell: string }),
    ).rejects.toThrow();
  });
});
