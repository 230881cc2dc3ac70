import { describe, expect, it } from "vitest";
import { parseConfig, upstreamBaseUrl } from "../../../app/config.server";

describe("parseConfig", () => {
  it("needs nothing in Dev: every value has a default and the reference API is embedded", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      appEnv: "Dev",
      port: 3000,
      upstreamApiUrl: undefined,
      documentTitle: "Area Riservata",
      allowedRedirectOrigins: ["https://parcheggi.example.it"],
      sentryDsn: undefined,
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(upstreamBaseUrl(config)).toBe("http://127.0.0.1:3000/reference-api");
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ PORT: "", SENTRY_DSN: "" })).toMatchObject({ port: 3000, sentryDsn: undefined });
  });

  it("reads every variable", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      APP_ENV: "Prod",
      PORT: "8080",
      HOST: "10.0.0.5",
      UPSTREAM_API_URL: "https://api.example.it/base/",
      SESSION_SECRET: "s".repeat(40),
      HELPLINE_PHONE: "800 000 111",
      HELPDESK_EMAIL: "help@example.it",
      RECAPTCHA_SITE_KEY: "6LcAAAAAAAAAAAAAAAAAAAAA",
      ALLOWED_REDIRECT_ORIGINS: "https://a.example.it, https://b.example.it",
      SENTRY_DSN: "https://key@o1.ingest.sentry.io/1",
      DOCUMENT_TITLE: "Area Clienti",
      TRUST_PROXY: "2",
      REDIS_URL: "redis://cache.internal:6379/0",
    });
    expect(config).toMatchObject({
      appEnv: "Prod",
      port: 8080,
      host: "10.0.0.5",
      upstreamApiUrl: "https://api.example.it/base",
      helplinePhone: "800 000 111",
      allowedRedirectOrigins: ["https://a.example.it", "https://b.example.it"],
      documentTitle: "Area Clienti",
      trustProxy: 2,
      redisUrl: "redis://cache.internal:6379/0",
    });
    expect(upstreamBaseUrl(config)).toBe("https://api.example.it/base");
  });

  // Issue 42 item 3, decision 187: English pages have a title of their own, and an operator who named
  // the title before keeps it in both languages until an English one is given.
  it.each([
    [{}, "Area Riservata", "Account area"],
    [{ DOCUMENT_TITLE: "Area Clienti" }, "Area Clienti", "Area Clienti"],
    [{ DOCUMENT_TITLE: "Area Clienti", DOCUMENT_TITLE_EN: "Customer area" }, "Area Clienti", "Customer area"],
    [{ DOCUMENT_TITLE_EN: "Customer area" }, "Area Riservata", "Customer area"],
  ])("with %j the titles are %j and, in English, %j", (env, documentTitle, documentTitleEn) => {
    expect(parseConfig(env)).toMatchObject({ documentTitle, documentTitleEn });
  });

  it("has an international helpline, set by HELPLINE_PHONE_INTERNATIONAL", () => {
    expect(parseConfig({}).helplinePhoneInternational).toBe("+39 02 1234 5678");
    expect(parseConfig({ HELPLINE_PHONE_INTERNATIONAL: "+39 06 9999 000" }).helplinePhoneInternational).toBe("+39 06 9999 000");
  });

  it.each([
    [{ HELPLINE_PHONE_INTERNATIONAL: "02 1234 5678" }, /^Invalid configuration: HELPLINE_PHONE_INTERNATIONAL must be an international phone number/],
    [{ DOCUMENT_TITLE_EN: "x".repeat(81) }, /^Invalid configuration: DOCUMENT_TITLE_EN must be at most 80 characters/],
    [{ APP_ENV: "Nope" }, /^Invalid configuration: APP_ENV must be one of Dev, Test, Cld, Prod \(got "Nope"\)$/],
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a port number/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT must be a port number/],
    [{ UPSTREAM_API_URL: "ftp://x.example" }, /^Invalid configuration: UPSTREAM_API_URL must be an http\(s\) URL/],
    [{ ALLOWED_REDIRECT_ORIGINS: "http://x.example" }, /^Invalid configuration: ALLOWED_REDIRECT_ORIGINS must be a comma-separated list of https origins/],
    [{ ALLOWED_REDIRECT_ORIGINS: "https://x.example/path" }, /^Invalid configuration: ALLOWED_REDIRECT_ORIGINS/],
    [{ SESSION_SECRET: "short" }, /^Invalid configuration: SESSION_SECRET must be at least 32 characters/],
    [{ APP_ENV: "Prod" }, /^Invalid configuration: SESSION_SECRET must be set/],
    [{ HELPDESK_EMAIL: "nope" }, /^Invalid configuration: HELPDESK_EMAIL must be an e-mail address/],
    [{ SENTRY_DSN: "not a url" }, /^Invalid configuration: SENTRY_DSN must be a Sentry DSN URL/],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
    try {
      parseConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("allows no redirect origin by default outside Dev and Test", () => {
    expect(parseConfig({ NODE_ENV: "production", APP_ENV: "Cld", SESSION_SECRET: "s".repeat(32), TRUST_PROXY: "1" }).allowedRedirectOrigins).toEqual([]);
  });
});

/** Issue 11 item 2: whom X-Forwarded-For is believed from. */
describe("TRUST_PROXY", () => {
  const cld = { NODE_ENV: "production", APP_ENV: "Cld", SESSION_SECRET: "s".repeat(32) };
  it("defaults to none in Dev and Test: the socket address counts", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ APP_ENV: "Test" }).trustProxy).toBe(false);
  });
  it("must be set outside Dev and Test", () => {
    expect(() => parseConfig(cld)).toThrow(/^Invalid configuration: TRUST_PROXY must be set when APP_ENV is Cld/);
  });
  it("is never true", () => {
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(/^Invalid configuration: TRUST_PROXY must be none, a hop count/);
    expect(() => parseConfig({ TRUST_PROXY: "0.0.0.0/0, *" })).toThrow(/TRUST_PROXY/);
  });
  it.each([
    ["none", false],
    ["1", 1],
    ["10.0.0.0/8, loopback", ["10.0.0.0/8", "loopback"]],
  ])("reads %j", (value, expected) => {
    expect(parseConfig({ ...cld, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
  it("Prod needs a real upstream", () => {
    expect(() => parseConfig({ APP_ENV: "Prod", SESSION_SECRET: "s".repeat(32), TRUST_PROXY: "1" })).toThrow(/UPSTREAM_API_URL must be set when APP_ENV is Prod/);
  });

  it("reads the sign-up's optional fields: the brand's form by default, each hidden, optional or required", () => {
    expect(parseConfig({}).signUpFields).toEqual({ confirmEmail: "hidden", dateOfBirth: "required", gender: "hidden", taxCode: "hidden", invoicingData: "hidden" });
    expect(parseConfig({ SIGN_UP_INVOICING_DATA: "optional", SIGN_UP_DATE_OF_BIRTH: "hidden", SIGN_UP_CONFIRM_EMAIL: "required" }).signUpFields).toMatchObject({
      invoicingData: "optional",
      dateOfBirth: "hidden",
      confirmEmail: "required",
    });
    expect(() => parseConfig({ SIGN_UP_GENDER: "yes" })).toThrow("SIGN_UP_GENDER must be one of hidden, optional, required");
  });
});

/** Issue 20 item 5 (decision 133): slow clients. */
describe("HTTP timeouts", () => {
  it("default to 15 s for headers, 30 s for the request, 5 s between body bytes, 5 s keep-alive", () => {
    expect(parseConfig({}).http).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, bodyIdleTimeoutMs: 5_000, keepAliveTimeoutMs: 5_000 });
  });

  it("reads small values, as the security suite sets them", () => {
    const config = parseConfig({
      HTTP_HEADERS_TIMEOUT_MS: "1000",
      HTTP_REQUEST_TIMEOUT_MS: "3000",
      HTTP_BODY_IDLE_TIMEOUT_MS: "500",
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "800",
    });
    expect(config.http).toEqual({ headersTimeoutMs: 1000, requestTimeoutMs: 3000, bodyIdleTimeoutMs: 500, keepAliveTimeoutMs: 800 });
  });

  it.each([
    [{ HTTP_REQUEST_TIMEOUT_MS: "0" }, /^Invalid configuration: HTTP_REQUEST_TIMEOUT_MS must be a whole number of milliseconds, 100 to 600000/],
    [{ HTTP_BODY_IDLE_TIMEOUT_MS: "soon" }, /^Invalid configuration: HTTP_BODY_IDLE_TIMEOUT_MS must be a whole number of milliseconds/],
    [{ HTTP_HEADERS_TIMEOUT_MS: "40000" }, /^Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must be at most HTTP_REQUEST_TIMEOUT_MS/],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: "15000" }, /^Invalid configuration: HTTP_KEEP_ALIVE_TIMEOUT_MS must be below HTTP_HEADERS_TIMEOUT_MS/],
    [{ HTTP_BODY_IDLE_TIMEOUT_MS: "30000" }, /^Invalid configuration: HTTP_BODY_IDLE_TIMEOUT_MS must be below HTTP_REQUEST_TIMEOUT_MS/],
  ])("refuses %j with one line", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});

/** Issue 22: a deployed environment never runs the development server, and Dev stays on this machine. */
describe("safe defaults", () => {
  const deployed = { SESSION_SECRET: "s".repeat(32), TRUST_PROXY: "1", UPSTREAM_API_URL: "https://api.example.it" };
  it.each(["Cld", "Prod"])("%s refuses to start without NODE_ENV=production, in one line saying why", (appEnv) => {
    for (const nodeEnv of [undefined, "development", "test"]) {
      expect(() => parseConfig({ ...deployed, APP_ENV: appEnv, NODE_ENV: nodeEnv })).toThrow(
        /^Invalid configuration: NODE_ENV must be production when APP_ENV is (Cld|Prod) \(got "[a-z]*"; otherwise the development server would run\)$/,
      );
    }
    expect(parseConfig({ ...deployed, APP_ENV: appEnv, NODE_ENV: "production" }).appEnv).toBe(appEnv);
  });
  it("Dev and Test start without NODE_ENV", () => {
    expect(parseConfig({ APP_ENV: "Test" }).appEnv).toBe("Test");
    expect(parseConfig({}).appEnv).toBe("Dev");
  });
  it("Dev and Test listen on 127.0.0.1 unless HOST names another loopback address; Cld and Prod on every interface", () => {
    expect(parseConfig({}).host).toBe("127.0.0.1");
    expect(parseConfig({ APP_ENV: "Test" }).host).toBe("127.0.0.1");
    expect(parseConfig({ HOST: "::1" }).host).toBe("::1");
    const production = { ...deployed, NODE_ENV: "production" };
    expect(parseConfig({ ...production, APP_ENV: "Prod" }).host).toBeUndefined();
    expect(parseConfig({ ...production, APP_ENV: "Cld", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(parseConfig({ ...production, APP_ENV: "Prod", HOST: "::" }).host).toBe("::");
  });
  // Issue 39 item 8 (decision 179): the test routes and Test's limits never reach a network.
  describe.each(["Dev", "Test"])("%s never listens beyond the loopback", (appEnv) => {
    it.each(["127.0.0.1", "127.0.0.2", "127.255.255.254", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"])("HOST=%s is a loopback address", (host) => {
      expect(parseConfig({ APP_ENV: appEnv, HOST: host }).host).toBe(host);
    });
    it.each(["0.0.0.0", "::", "0:0:0:0:0:0:0:0", "::ffff:0.0.0.0", "10.0.0.5", "192.168.1.20", "203.0.113.7", "2001:db8::1", "::ffff:10.0.0.5", "128.0.0.1", "fe80::1"])(
      "HOST=%s is refused in one line naming the variable",
      (host) => {
        expect(() => parseConfig({ APP_ENV: appEnv, HOST: host })).toThrow(
          new RegExp(
            `^Invalid configuration: HOST must be a loopback address \\(127\\.0\\.0\\.1 or ::1\\) when APP_ENV is ${appEnv} \\(got "${host.replace(/\./g, "\\.")}"; its test routes never leave this machine\\)$`,
          ),
        );
      },
    );
    it("HOST=localhost is refused as no address", () => {
      expect(() => parseConfig({ APP_ENV: appEnv, HOST: "localhost" })).toThrow(/^Invalid configuration: HOST must be an IP address to listen on/);
    });
  });
  it("HOST is a literal address", () => {
    expect(() => parseConfig({ HOST: "my-laptop.local" })).toThrow(/^Invalid configuration: HOST must be an IP address to listen on/);
  });
  it("the embedded reference API is reached where the server listens", () => {
    const cld = { SESSION_SECRET: "s".repeat(32), TRUST_PROXY: "1", NODE_ENV: "production", APP_ENV: "Cld" };
    expect(upstreamBaseUrl(parseConfig({ ...cld, HOST: "0.0.0.0" }))).toBe("http://127.0.0.1:3000/reference-api");
    expect(upstreamBaseUrl(parseConfig({ HOST: "::1" }))).toBe("http://[::1]:3000/reference-api");
  });
});

/** Decision 162: the app's own origin, for absolute links in messages, comes from configuration alone. */
describe("public origin", () => {
  const deployed = { SESSION_SECRET: "s".repeat(32), TRUST_PROXY: "1", UPSTREAM_API_URL: "https://api.example.it", NODE_ENV: "production" };
  it.each([
    [{}, "http://localhost:3000"],
    [{ APP_ENV: "Test", PORT: "3420" }, "http://localhost:3420"],
    [{ PUBLIC_HOST: "demo.example.it:8443" }, "http://demo.example.it:8443"],
    [{ ...deployed, APP_ENV: "Cld", PUBLIC_HOST: "area-riservata.parcheggi.example.it" }, "https://area-riservata.parcheggi.example.it"],
    [{ ...deployed, APP_ENV: "Prod", PORT: "8080", PUBLIC_HOST: "area-riservata.parcheggi.example.it" }, "https://area-riservata.parcheggi.example.it"],
  ])("%j → %s", (env, origin) => {
    expect(parseConfig(env).publicOrigin).toBe(origin);
  });
});
