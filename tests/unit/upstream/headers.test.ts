import { z } from "zod";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../app/upstream/index.server";
import { antiForgeryToken, defaultUpstreamHandlers } from "../../msw/upstream-handlers";
import { browserCookies, relayedCookieHeader, testClient, useUpstreamServer } from "./setup";

const server = useUpstreamServer();

describe("request headers", () => {
  it("sends exactly Accept, Culture, Client, Content-Type, Cookie and the anti-forgery header on a POST", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient();
    await client.validateEmail({ cookies: browserCookies }, { Email: "a@b.it" });
    expect(client.sent[0]!.headers).toEqual({
      accept: "application/json",
      culture: "it-IT",
      client: "area-riservata 1.4.2",
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${antiForgeryToken}; pending=p-123`,
      "x-xsrf-token": antiForgeryToken,
    });
  });

  it("sends no body headers and no anti-forgery header on a GET", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient();
    await client.searchNazioni({ cookies: browserCookies }, { TextSearch: "Ita" });
    expect(client.sent[0]!.headers).toEqual({
      accept: "application/json",
      culture: "it-IT",
      client: "area-riservata 1.4.2",
      cookie: `XSRF-TOKEN=${antiForgeryToken}; pending=p-123`,
    });
    expect(client.sent[0]!.body).toBeNull();
  });

  it.each([
    ["it", "it-IT"],
    ["en", "en-GB"],
  ] as const)("maps culture %s to %s", async (culture, header) => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient({ culture });
    await client.validatePassword({ cookies: browserCookies }, { Password: "x" });
    expect(client.sent[0]!.headers.culture).toBe(header);
  });

  it.each([
    ["2.7.1", "2.7.1"],
    ["3.0.0-rc.1+build.5", "3.0.0"],
    ["v4.1", "4.1.0"],
  ])("reduces version %s to major.minor.patch %s", async (version, expected) => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient({ clientVersion: version });
    await client.validatePassword({ cookies: browserCookies }, { Password: "x" });
    expect(client.sent[0]!.headers.client).toBe(`area-riservata ${expected}`);
  });

  it("uses the configured anti-forgery cookie and header names, URL-decoding the token", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient({ antiForgeryCookie: "CSRF", antiForgeryHeader: "X-CSRF" });
    await client.validatePassword({ cookies: relayedCookieHeader(["CSRF=abc%3D%3D"]) }, { Password: "x" });
    expect(client.sent).toHaveLength(1);
    expect(client.sent[0]!.headers["x-csrf"]).toBe("abc==");
    expect(client.sent[0]!.headers["x-xsrf-token"]).toBeUndefined();
  });

  it("sends the anti-forgery header equal to the upstream's cookie", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient();
    await client.requestCellChange({ cookies: relayedCookieHeader(["XSRF-TOKEN=tok-42"]) }, { PrefixCell: "+39", Cell: "3401" });
    expect(client.sent[0]!.method).toBe("PUT");
    expect(client.sent[0]!.headers["x-xsrf-token"]).toBe("tok-42");
    expect(client.sent[0]!.headers.cookie).toBe("XSRF-TOKEN=tok-42");
  });
});

describe("request body", () => {
  it.each<[AppEnv, boolean]>([
    ["Dev", true],
    ["Test", true],
    ["Cld", false],
    ["Prod", false],
  ])("in %s, IsTestRecaptcha is present: %s", async (appEnv, present) => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient({ appEnv });
    await client.resetPassword({ cookies: browserCookies, recaptchaToken: "tok" }, { Email: "mario.rossi@example.com" });
    const expected: Record<string, unknown> = { Email: "mario.rossi@example.com", "g-recaptcha-response": "tok" };
    if (present) expected.IsTestRecaptcha = true;
    expect(client.sent[0]!.body).toEqual(expected);
  });

  it("sends every field of the login payload, absent ones as null, and an empty token without reCAPTCHA", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient();
    await client.sso({ cookies: browserCookies }, { Username: "mario.rossi@example.com", Password: "pw" });
    expect(client.sent[0]!.body).toEqual({
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
    server.use(...defaultUpstreamHandlers());
    const client = testClient({ appEnv: "Test" });
    await client.resendSms({ cookies: browserCookies, recaptchaToken: "r" });
    expect(client.sent[0]!.body).toEqual({ "g-recaptcha-response": "r", IsTestRecaptcha: true });
  });

  it("encodes query values of a GET and keeps the base URL's path prefix", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient();
    await client.searchComuni({ cookies: null }, { TextSearch: "Sant'Angelo & co/1?" });
    expect(client.sent[0]!.path).toBe("/reference-api/v2/Configuration/SearchComuni");
    expect(client.sent[0]!.search).toBe("?TextSearch=Sant%27Angelo+%26+co%2F1%3F");
  });

  it("joins a base URL with a trailing slash without doubling it", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient({ baseUrl: "https://upstream.test/reference-api/" });
    await client.getConsentsConfiguration({ cookies: null });
    expect(client.sent[0]!.path).toBe("/reference-api/v2/Configuration/GetConsentsConfiguration");
  });

  it("throws on an input that breaks the request schema, before anything is sent", async () => {
    const client = testClient();
    const bad = { Cell: 3401, PrefixCell: "+39" } as unknown as { Cell: string; PrefixCell: string };
    await expect(client.validateCell({ cookies: browserCookies }, bad)).rejects.toBeInstanceOf(z.ZodError);
    expect(client.sent).toEqual([]);
  });
});
