import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountStatus } from "../../app/flow/account-status";
import { EVERY_SIGN_UP_FIELD } from "../support/every-sign-up-field";
import { rawExchange } from "./support/raw";
import { Browser, CLIENT_LOGIN, PASSWORD, startApp, type Mode, type Started } from "./support/server";

/** A raw HTTP exchange, for what fetch refuses to send (TRACE, bad Host, chunked bodies). */
function raw(
  baseUrl: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string; chunks?: number; chunk?: Buffer },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: options.method, path: options.path, headers: options.headers, setHost: options.headers?.host === undefined },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close the socket after refusing a body it will not read.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") resolve({ status: -1, headers: {}, body: "" });
      else reject(error);
    });
    if (options.chunks && options.chunk) {
      let sent = 0;
      const pump = () => {
        while (sent < options.chunks!) {
          sent += 1;
          if (!req.write(options.chunk)) {
            req.once("drain", pump);
            return;
          }
        }
        req.end();
      };
      pump();
    } else {
      req.end(options.body);
    }
  });
}

const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "referrer-policy", "strict-transport-security", "x-frame-options"];

describe.each<Mode>(["Dev", "Prod"])("hostile input against the started server (%s)", (mode) => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp(mode);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function loggedOutBrowser() {
    const browser = new Browser(server.baseUrl);
    const csrf = await browser.csrf(CLIENT_LOGIN);
    return { browser, csrf };
  }

  describe("item 4: body cap on the stream, form bodies only", () => {
    it("a chunked body larger than the cap is refused with 413 before it is parsed", async () => {
      const { browser, csrf } = await loggedOutBrowser();
      const answer = await raw(server.baseUrl, {
        method: "POST",
        path: CLIENT_LOGIN,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "transfer-encoding": "chunked",
          origin: server.baseUrl,
          cookie: browser.cookieHeader(),
        },
        chunk: Buffer.from(`csrf=${csrf}&username=${"a".repeat(64 * 1024)}`),
        chunks: 64,
      });
      expect([413, -1]).toContain(answer.status);
      // The server is still answering.
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    });

    it("a multipart login is refused with 415, even with a valid token and password", async () => {
      const { browser, csrf } = await loggedOutBrowser();
      const form = new FormData();
      for (const [name, value] of Object.entries({ csrf, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD })) form.set(name, value);
      const response = await fetch(new URL(CLIENT_LOGIN, server.baseUrl), {
        method: "POST",
        body: form,
        redirect: "manual",
        headers: { origin: server.baseUrl, cookie: browser.cookieHeader() },
      });
      expect(response.status).toBe(415);
      expect(response.headers.get("cache-control")).toBe("no-store");
    });

    it.each(["application/json", "text/plain", "application/xml"])("a %s body is refused with 415", async (type) => {
      const { browser } = await loggedOutBrowser();
      const response = await browser.post(CLIENT_LOGIN, "{}", { "content-type": type });
      expect(response.status).toBe(415);
    });
  });

  describe("item 5: HTTP semantics, never a 500", () => {
    it.each(["TRACE", "PUT", "PATCH", "DELETE", "OPTIONS"])("%s is 405 with Allow", async (method) => {
      const answer = await raw(server.baseUrl, { method, path: CLIENT_LOGIN });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    });

    it("PUT does not run the login action", async () => {
      const { browser, csrf } = await loggedOutBrowser();
      const answer = await raw(server.baseUrl, {
        method: "PUT",
        path: CLIENT_LOGIN,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl, cookie: browser.cookieHeader() },
        body: new URLSearchParams({ csrf, username: "mario.rossi@example.com", prefix: "+39", password: PASSWORD }).toString(),
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.location).toBeUndefined();
    });

    it("a missing file under /assets is 404", async () => {
      const response = await fetch(`${server.baseUrl}/assets/does-not-exist-123.js`);
      expect(response.status).toBe(404);
    });

    it.each(["/%E0%A4%A", "/auth/%", "/%ZZ", "/feedback/%C0%AF"])("malformed percent-encoding %s is 400", async (path) => {
      const answer = await raw(server.baseUrl, { method: "GET", path });
      expect(answer.status).toBe(400);
    });

    it.each(["exa mple", "evil.example:abc", "[::1", "a/b", "@evil", ""])("a malformed Host %j is 400", async (host) => {
      const answer = await raw(server.baseUrl, { method: "GET", path: "/auth/client_login", headers: { host } });
      expect(answer.status).toBe(400);
    });
  });

  describe("item 6: headers everywhere", () => {
    it.each([
      ["a static file", "GET", "/favicon.ico", undefined],
      ["the health check", "GET", "/healthz", undefined],
      ["a 403 refusal", "POST", CLIENT_LOGIN, { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }],
      ["a 415 refusal", "POST", CLIENT_LOGIN, { "content-type": "text/plain" }],
      ["a 405 refusal", "DELETE", "/", undefined],
      ["a 404 asset", "GET", "/assets/nope.js", undefined],
    ])("%s carries the security headers", async (_what, method, path, headers) => {
      const answer = await raw(server.baseUrl, { method, path, headers, body: method === "POST" ? "a=b" : undefined });
      for (const header of SECURITY_HEADERS) expect(answer.headers[header], header).toBeDefined();
      if (answer.status >= 400) expect(answer.headers["cache-control"]).toBe("no-store");
    });

    it("a 413 refusal carries the headers and no-store", async () => {
      const { browser } = await loggedOutBrowser();
      const response = await browser.post(CLIENT_LOGIN, `a=${"x".repeat(20_000)}`);
      expect(response.status).toBe(413);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-security-policy")).toBeTruthy();
    });

    it("an action's answer is no-store", async () => {
      const { browser, csrf } = await loggedOutBrowser();
      const response = await browser.post(CLIENT_LOGIN, { csrf, username: "nobody@example.com", prefix: "+39", password: "wrong" });
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("cache-control")).toBe("no-store");
    });

    it(`the test clock ${mode === "Prod" ? "does not exist (404): time cannot be moved" : "answers its offset"} (decision 152)`, async () => {
      const response = await fetch(`${server.baseUrl}/__test/clock${mode === "Prod" ? "?advance=61" : ""}`, { redirect: "manual" });
      expect(response.status).toBe(mode === "Prod" ? 404 : 200);
      if (mode !== "Prod") expect(await response.json()).toMatchObject({ offsetSeconds: expect.any(Number) });
    });

    it(`the embedded reference API is ${mode === "Prod" ? "not mounted" : "mounted"}`, async () => {
      const response = await fetch(`${server.baseUrl}/reference-api/outbox`, { redirect: "manual" });
      // Unmounted, the path is an unknown page of ours: the 404 screen, not the outbox of codes.
      if (mode === "Prod") expect(response.headers.get("location")).toBe("/feedback/404");
      else expect(response.status).toBe(200);
    });
  });

  /**
   * Issue 39 item 7: the request's URL is built from its Host (from a trusted proxy, X-Forwarded-Host
   * and -Proto). A spelling no URL can be built from is the branded 400, never a 500 with an error line.
   */
  describe("issue 39 item 7: a Host the server cannot parse", () => {
    const BAD_REQUEST = "Richiesta non valida";
    const HOSTS = [
      "127.0.0.1:99999",
      "127.0.0.1:65536",
      "[::1]:99999",
      "127.0.0.1:",
      "host:abc",
      "[::1",
      "[1:2:3]",
      "a b",
      "user@host",
      "user:pw@127.0.0.1",
      "%31%32%37.0.0.1",
      "a.1",
      "999.999.999.999",
      "1.2.3.4.5",
    ];
    // Read by a proxy we believe only in Prod (TRUST_PROXY=1); in Dev it is any header, ignored.
    const FORWARDED_HOSTS = ["127.0.0.1:99999", "a b", "user@host", "[::1", "a.1", "", "one.example, two.example"];
    const FORWARDED_PROTOS = ["a b", "javascript", "ftp", "https:"];
    const page = (host: string, extra: Record<string, string> = {}) =>
      raw(server.baseUrl, { method: "GET", path: CLIENT_LOGIN, headers: { host, ...extra } });

    it.each(HOSTS)("Host %j is the branded 400", async (host) => {
      const answer = await page(host);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(BAD_REQUEST);
      expect(answer.headers["cache-control"]).toBe("no-store");
    });

    it.each(["127.0.0.1:99999", "a.1"])("a post with Host %j is 400 before anything reads it", async (host) => {
      const answer = await raw(server.baseUrl, {
        method: "POST",
        path: CLIENT_LOGIN,
        headers: { host, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded" },
        body: "username=mario.rossi%40example.com&password=x",
      });
      expect(answer.status).toBe(400);
    });

    it.each(["/healthz", "/assets/nope.js", "/favicon.ico", "/reference-api/outbox"])("Host 127.0.0.1:99999 on %s is never a 5xx", async (path) => {
      const answer = await raw(server.baseUrl, { method: "GET", path, headers: { host: "127.0.0.1:99999" } });
      expect(answer.status).toBeLessThan(500);
    });

    it("a Host named twice is 400, even when both are well formed", async () => {
      const answer = await rawExchange(server.baseUrl, `GET ${CLIENT_LOGIN} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(BAD_REQUEST);
    });

    it("an empty Host line is 400", async () => {
      const answer = await rawExchange(server.baseUrl, `GET ${CLIENT_LOGIN} HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
    });

    it("well-formed spellings are answered as usual", async () => {
      for (const host of ["127.0.0.1", "localhost:3000", "[::1]:8080", "AREA.example.it", "0x7f.1"]) expect((await page(host)).status, host).toBe(200);
    });

    it.each(FORWARDED_HOSTS)(`X-Forwarded-Host %j is ${mode === "Prod" ? "400" : "ignored"}`, async (forwarded) => {
      const answer = await page("127.0.0.1", { "x-forwarded-host": forwarded });
      expect(answer.status).toBe(mode === "Prod" ? 400 : 200);
    });

    it.each(FORWARDED_PROTOS)(`X-Forwarded-Proto %j is ${mode === "Prod" ? "400" : "ignored"}`, async (proto) => {
      const answer = await page("127.0.0.1", { "x-forwarded-proto": proto });
      expect(answer.status).toBe(mode === "Prod" ? 400 : 200);
    });

    it("X-Forwarded-Host named twice is 400 where it is believed", async () => {
      const answer = await rawExchange(
        server.baseUrl,
        `GET ${CLIENT_LOGIN} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: one.example\r\nX-Forwarded-Host: two.example\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(mode === "Prod" ? 400 : 200);
    });

    it("a well-formed X-Forwarded-Host and -Proto are answered as usual", async () => {
      expect((await page("127.0.0.1", { "x-forwarded-host": "area.example.it:8443", "x-forwarded-proto": "https" })).status).toBe(200);
    });

    it("none of them wrote an error-level log line", async () => {
      // Lines are written in order: once this request's line is out, every earlier one is too.
      const marker = await fetch(`${server.baseUrl}/healthz`);
      const requestId = marker.headers.get("x-request-id")!;
      const lines = await server.printed((text) => text.includes(requestId) && text.split("\n").filter((line) => line.startsWith("{")));
      const errors = lines.map((line) => JSON.parse(line) as { level?: number; msg?: string }).filter((line) => (line.level ?? 0) >= 50);
      expect(errors).toEqual([]);
    });
  });

  describe("item 9: duplicated parameters", () => {
    it("a field posted twice is 400", async () => {
      const { browser, csrf } = await loggedOutBrowser();
      const body = `csrf=${csrf}&username=mario.rossi%40example.com&username=x%40example.com&prefix=%2B39&password=${PASSWORD}`;
      expect((await browser.post(CLIENT_LOGIN, body)).status).toBe(400);
    });
    it("a query parameter named twice is 400", async () => {
      const response = await fetch(`${server.baseUrl}/auth/client_login?client=parcheggi-web&client=other&redirect=x`);
      expect(response.status).toBe(400);
    });
  });

  it("generated hostile form bodies never get a 5xx", async () => {
    const { browser, csrf } = await loggedOutBrowser();
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("\u0000", "%00", "%", "%ZZ", "\ud800", "../../etc/passwd", "<script>", "' OR 1=1 --", "a".repeat(3000), "１２３４５６"),
    );
    const name = fc.constantFrom("username", "prefix", "password", "email", "code", "intent", "mobileNumber", "mobileCountryCode", "x", "__proto__");
    const paths = fc.constantFrom(CLIENT_LOGIN, "/auth/sso-login?returnUrl=%2F", "/reset-password", "/pending-operation/confirm-mobile", "/pending-operation/email-selection");
    await fc.assert(
      fc.asyncProperty(paths, fc.dictionary(name, value, { maxKeys: 5 }), async (path, fields) => {
        const body = new URLSearchParams({ ...fields, csrf }).toString();
        const response = await browser.post(path, body);
        await response.arrayBuffer();
        expect(response.status, `${path} ${body}`).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});

/**
 * Issue 20 item 4: conform reads `x[]=`, `x[0]=` and `x.y=` as a list or an object. Every field of every
 * form screen posted so (one name each: a name posted twice is refused before) answers 400 with the
 * form again, never a 500 and never an error-level log line. Limits are raised so that every post
 * reaches its action; every optional sign-up field shows, so each is read.
 */
const SHAPE_ENV = {
  RATE_LIMIT_PER_MINUTE: "100000",
  RATE_LIMIT_SENSITIVE_PER_MINUTE: "100000",
  SMS_PER_NUMBER_PER_HOUR: "100000",
  SMS_PER_IP_PER_HOUR: "100000",
  // A refused sign-up asks the upstream's checks too (decision 144), and each check pays a look-up.
  PROBES_PER_SESSION_PER_HOUR: "100000",
  PROBES_PER_IP_PER_HOUR: "100000",
  SIGN_UP_CONFIRM_EMAIL: "required",
  SIGN_UP_GENDER: "optional",
  SIGN_UP_TAX_CODE: "optional",
  SIGN_UP_INVOICING_DATA: "optional",
};
const SHAPES = ["[]", "[0]", ".x"];
/** it.formInput.notText, as the page shows it (the suite reads the server as a browser would, not the app's modules). */
const NOT_TEXT = "Il valore inviato per questo campo non è valido: scrivilo di nuovo.";
const QUERY = CLIENT_LOGIN.slice(CLIENT_LOGIN.indexOf("?"));

type Screen = {
  /** The form's page, posted to with the query of a client's login. */
  path: string;
  /** A valid post but for the field under test. */
  fields: Record<string, string>;
  /** Puts a fresh browser where the screen opens: a real login, or the Dev-only session hook. */
  reach?: (browser: Browser) => Promise<void>;
  /**
   * Reached in Dev only: by the session hook, or by a login, which Prod's upstream refuses without a
   * real reCAPTCHA token.
   */
  devOnly?: boolean;
  /** A field every post of the screen carries as it is (the OTP form's intent). */
  fixed?: Record<string, string>;
};

async function logIn(browser: Browser, username: string): Promise<void> {
  const csrf = await browser.csrf(CLIENT_LOGIN);
  const response = await browser.post(CLIENT_LOGIN, { csrf, username, prefix: "+39", password: PASSWORD });
  expect(response.status, `login of ${username}: ${(await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(0, 600)}`).toBe(303);
}

async function thinAt(browser: Browser, step: string): Promise<void> {
  await browser.get(`/__test/session?${new URLSearchParams({ status: String(AccountStatus.uncompleted), thinStep: step, next: "/" })}`);
}

const SCREENS: Record<string, Screen> = {
  login: { path: "/auth/client_login", fields: { username: "+39 340 123 4567", prefix: "+39", password: "wrong" } },
  "reset-password": { path: "/reset-password", fields: { email: "nessuno.qui@example.com" } },
  "sign-up": { path: "/sign-up", fields: EVERY_SIGN_UP_FIELD },
  "email-selection": {
    path: "/pending-operation/email-selection",
    fields: { email: "laura.fontana@example.com" },
    reach: (browser) => logIn(browser, "3409999999"),
    devOnly: true,
  },
  "confirm-mobile code": {
    path: "/pending-operation/confirm-mobile",
    fields: { code: "123456" },
    fixed: { intent: "confirm" },
    reach: (browser) => logIn(browser, "paolo.gallo@example.com"),
    devOnly: true,
  },
  "change-mobile": {
    path: "/pending-operation/change-mobile",
    fields: { mobileCountryCode: "+39", mobileNumber: "340 765 4321" },
    reach: (browser) => logIn(browser, "paolo.gallo@example.com"),
    devOnly: true,
  },
  "need-insert-phone": {
    path: "/pending-operation/migration/need-insert-phone",
    fields: { mobileCountryCode: "+39", mobileNumber: "340 765 4322" },
    reach: (browser) => logIn(browser, "franco.greco@example.com"),
    devOnly: true,
  },
  "migration select-mobile": {
    path: "/pending-operation/migration/select-mobile",
    fields: { mobileCountryCode: "+39", mobileNumber: "340 765 4323" },
    reach: (browser) => logIn(browser, "franco.greco@example.com"),
    devOnly: true,
  },
  consents: {
    path: "/pending-operation/need-accept-consents",
    fields: {},
    reach: (browser) => logIn(browser, "marco.ricci@example.com"),
    devOnly: true,
  },
  "change-password": {
    path: "/pending-operation/change-password",
    fields: { password: "Parcheggio.2027", passwordAgain: "Parcheggio.2027" },
    reach: (browser) => logIn(browser, "elena.marino@example.com"),
    devOnly: true,
  },
  "thin select-mobile": {
    path: "/sign-up-finalization/select-mobile",
    fields: { mobileCountryCode: "+39", mobileNumber: "335 555 0000" },
    reach: (browser) => thinAt(browser, "/sign-up-finalization"),
    devOnly: true,
  },
  "thin verify-mobile code": {
    path: "/sign-up-finalization/verify-mobile",
    fields: { code: "123456" },
    fixed: { intent: "confirm" },
    reach: (browser) => thinAt(browser, "/sign-up-finalization/verify-mobile"),
    devOnly: true,
  },
  "thin select-email": {
    path: "/sign-up-finalization/select-email",
    fields: { email: "thin.shape@example.com" },
    reach: (browser) => thinAt(browser, "/sign-up-finalization/select-email"),
    devOnly: true,
  },
  "thin confirm-email-pin code": {
    path: "/sign-up-finalization/confirm-email-pin",
    fields: { code: "123456" },
    fixed: { intent: "confirm" },
    reach: (browser) => thinAt(browser, "/sign-up-finalization/confirm-email-pin"),
    devOnly: true,
  },
  "thin set-password": {
    path: "/sign-up-finalization/set-password",
    fields: { password: "Parcheggio.2027", passwordAgain: "Parcheggio.2027" },
    reach: (browser) => thinAt(browser, "/sign-up-finalization/set-password"),
    devOnly: true,
  },
};

/** Each field of a screen under each shape; the consent list is a list by design, so only `consents.x` and `consents[0].x`. */
function shapedPosts(screen: Screen): Array<[string, Record<string, string>]> {
  const posts: Array<[string, Record<string, string>]> = [];
  for (const name of Object.keys(screen.fields)) {
    const { [name]: value, ...rest } = screen.fields;
    for (const shape of SHAPES) posts.push([`${name}${shape}`, { ...screen.fixed, ...rest, [`${name}${shape}`]: value! }]);
  }
  if (screen.path.endsWith("consents") || screen.path === "/sign-up") {
    for (const name of ["consents.x", "consents[0].x"]) posts.push([name, { ...screen.fixed, ...screen.fields, [name]: "PRIVACY" }]);
  }
  return posts;
}

describe.each<Mode>(["Dev", "Prod"])("issue 20 item 4: a list or an object for a field is a 400, never a 500 (%s)", (mode) => {
  let server: Started;
  beforeAll(async () => {
    server = await startApp(mode, SHAPE_ENV);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  const screens = Object.entries(SCREENS).filter(([, screen]) => mode === "Dev" || !screen.devOnly);
  it.each(screens)("%s: every field as x[], x[0] and x.y", async (_, screen) => {
    const page = `${screen.path}${QUERY}`;
    // email-selection takes the carried password on every post: each post gets its own login.
    const fresh = screen.path.endsWith("/email-selection");
    let browser: Browser | undefined;
    let csrf = "";
    for (const [name, fields] of shapedPosts(screen)) {
      if (!browser || fresh) {
        browser = new Browser(server.baseUrl);
        await screen.reach?.(browser);
        csrf = await browser.csrf(page);
      }
      const response = await browser.post(page, { ...fields, csrf });
      const html = await response.text();
      expect(response.status, `${screen.path} ${name}`).toBe(400);
      expect(html, `${screen.path} ${name}`).toContain("<form");
      expect(html, `${screen.path} ${name}`).toContain(NOT_TEXT);
    }
  }, 120_000);

  it("no error-level log line", () => {
    const errors = server.output
      .join("")
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level?: number; msg?: string })
      .filter((line) => (line.level ?? 0) >= 50);
    expect(errors).toEqual([]);
  });
});
