import type { ErrorEvent } from "@sentry/react-router";
import { describe, expect, it } from "vitest";
import { scrubBreadcrumb, scrubEvent, scrubText } from "../../../app/security/error-scrub";

const STACK = {
  frames: [
    { filename: "/srv/app/build/server/index.js", function: "loader", lineno: 120, colno: 9, in_app: true },
    { filename: "node:internal/process/task_queues", function: "process.processTicksAndRejections", lineno: 95, colno: 5 },
  ],
};

function event(overrides: Partial<ErrorEvent>): ErrorEvent {
  return {
    type: undefined,
    event_id: "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    exception: { values: [{ type: "Error", value: "Something failed", stacktrace: STACK }] },
    tags: { routeId: "auth-client-login", requestId: "3b0c6a8e-6d5f-4f7e-9a4b-1f0e2d3c4b5a" },
    ...overrides,
  };
}

const SESSION = "Fe26.2**a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3";
const CSRF = "q3Zk9XwP2mLr8TnVb6YhJ4sDf1GcA7eK";

/** Decision 148: each kind of secret, where Sentry could carry it, and the event after scrubbing. */
const cases: Array<[string, ErrorEvent, string[]]> = [
  ["the Cookie header", event({ request: { url: "https://app.example.it/auth/client_login", headers: { Cookie: `ar_session=${SESSION}; ar_csrf=${CSRF}` } } }), [SESSION, CSRF]],
  ["request.cookies", event({ request: { url: "https://app.example.it/", cookies: { ar_session: SESSION } } }), [SESSION]],
  ["the Authorization header", event({ request: { headers: { authorization: "Bearer abcdef0123456789abcdef0123456789" } } }), ["abcdef0123456789abcdef0123456789"]],
  ["a Set-Cookie header", event({ request: { headers: { "set-cookie": `ar_session=${SESSION}` } } }), [SESSION]],
  [
    "a form body",
    event({ request: { method: "POST", data: { username: "mario.rossi@example.com", password: "Parcheggio.2026", csrf: CSRF } } }),
    ["mario.rossi@example.com", "Parcheggio.2026", CSRF],
  ],
  ["a form body sent as text", event({ request: { data: `username=mario.rossi%40example.com&password=Parcheggio.2026` } }), ["mario.rossi", "Parcheggio.2026"]],
  [
    "the query string and the URL's query",
    event({ request: { url: "https://app.example.it/sign-up?email=mario.rossi@example.com&token=abc123", query_string: "email=mario.rossi@example.com" } }),
    ["mario.rossi@example.com", "abc123"],
  ],
  ["the user", event({ user: { id: "42", email: "mario.rossi@example.com", username: "mario.rossi", ip_address: "203.0.113.9" } }), ["mario.rossi", "203.0.113.9"]],
  ["an e-mail in the exception's message", event({ exception: { values: [{ type: "Error", value: "No account for mario.rossi@example.com", stacktrace: STACK }] } }), ["mario.rossi@example.com"]],
  ["a mobile number in the message", event({ message: "SMS to +39 340 123 4567 refused" }), ["340 123 4567", "3401234567"]],
  ["a number typed without spaces", event({ message: "SMS to 3401234567 refused" }), ["3401234567"]],
  ["a one-time code", event({ message: "code 482913 was wrong" }), ["482913"]],
  ["a password named in the message", event({ message: "login failed: password=Segreta99 for user" }), ["Segreta99"]],
  ["a password quoted alone", event({ exception: { values: [{ type: "Error", value: "Test failure in an action for someone with Parcheggio.2026", stacktrace: STACK }] } }), ["Parcheggio.2026"]],
  ["a token in JSON", event({ message: `upstream said {"Token":"${CSRF}","Ok":false}` }), [CSRF]],
  ["a session value in extra", event({ extra: { state: { phone: "+393401234567", note: `cookie ${SESSION}` } } }), ["3401234567", SESSION]],
  ["a date of birth", event({ message: "age check failed for 1990-04-12" }), ["1990-04-12"]],
  [
    "breadcrumbs",
    event({
      breadcrumbs: [
        { category: "http", data: { url: "https://upstream.example/v2/Login?user=mario.rossi@example.com", method: "POST", status_code: 200 } },
        { category: "console", message: "login for mario.rossi@example.com with Parcheggio.2026" },
        { category: "navigation", data: { from: "/auth/client_login?redirect=x&otp=123456", to: "/account/blocked" } },
      ],
    }),
    ["mario.rossi@example.com", "Parcheggio.2026", "123456"],
  ],
  ["local variables on a frame", event({ exception: { values: [{ type: "Error", value: "x", stacktrace: { frames: [{ function: "login", vars: { password: "Parcheggio.2026" } }] } }] } }), ["Parcheggio.2026"]],
];

describe("scrubEvent (decision 148)", () => {
  it.each(cases)("drops or masks %s", (_name, original, secrets) => {
    const sent = JSON.stringify(scrubEvent(original));
    for (const secret of secrets) expect(sent).not.toContain(secret);
  });

  it.each(cases)("keeps the stack, the tags and the path with %s", (_name, original) => {
    const scrubbed = scrubEvent(original);
    expect(scrubbed.tags).toEqual(original.tags);
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.map((frame) => frame.function)).toEqual(
      original.exception?.values?.[0]?.stacktrace?.frames?.map((frame) => frame.function),
    );
    if (original.request?.url) expect(scrubbed.request?.url).toBe(original.request.url.replace(/\?.*$/, ""));
  });

  it("masks a URL's path, not its port", () => {
    const scrubbed = scrubEvent(event({ request: { url: "http://127.0.0.1:41237/sign-up/search/mario.rossi@example.com?x=1" } }));
    expect(scrubbed.request?.url).toBe("http://127.0.0.1:41237/sign-up/search/[email]");
  });

  it("keeps what helps to read an error", () => {
    const scrubbed = scrubEvent(
      event({
        request: { method: "GET", url: "https://app.example.it/account/blocked", headers: { "User-Agent": "Mozilla/5.0", Cookie: "a=b" } },
        exception: { values: [{ type: "TypeError", value: "Cannot read properties of undefined (reading 'Status')", stacktrace: STACK }] },
        breadcrumbs: [{ category: "http", data: { method: "POST", status_code: 503 } }],
      }),
    );
    expect(scrubbed.request).toEqual({ method: "GET", url: "https://app.example.it/account/blocked", headers: { "User-Agent": "Mozilla/5.0" } });
    expect(scrubbed.exception?.values?.[0]?.value).toBe("Cannot read properties of undefined (reading 'Status')");
    expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({ method: "POST", status_code: 503 });
  });
});

describe("scrubText", () => {
  it.each([
    "connect ECONNREFUSED 127.0.0.1:4000",
    "Invalid character in header content [\"x-test-failure\"]",
    "upstream answered 502 after 3 attempts",
    "Cannot find module '/srv/app/build/server/index.js'",
  ])("leaves %s as it is", (message) => {
    expect(scrubText(message)).toBe(message);
  });
});

describe("scrubBreadcrumb", () => {
  it("masks the message and the data, and drops a URL's query", () => {
    expect(
      scrubBreadcrumb({ category: "fetch", message: "GET for luca.verdi@example.com", data: { url: "https://upstream.example/v2/x?email=a@b.it", Password: "Segreta.1" } }),
    ).toEqual({ category: "fetch", message: "GET for [email]", data: { url: "https://upstream.example/v2/x", Password: "[redacted]" } });
  });
});
