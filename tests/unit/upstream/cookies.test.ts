import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../../app/upstream/index.server";
import {
  antiForgeryToken,
  defaultUpstreamHandlers,
  sampleResponses,
  upstreamHandler,
} from "../../msw/upstream-handlers";
import { browserCookies, relayedCookieHeader, testClient, useUpstreamServer } from "./setup";

const server = useUpstreamServer();

/** A relayed line: the pair with the upstream's value signed and dated (decision 177), then the attributes. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const relayedLine = (pair: string, attributes: string) =>
  expect.stringMatching(new RegExp(`^${escaped(pair)}\\.\\d+\\.[\\w-]{22}; ${escaped(attributes)}$`));

describe("upstream cookie relay (decisions 003 and 177)", () => {
  it.each<[AppEnv, string, string]>([
    ["Dev", "up_pending=p-9", "Path=/; HttpOnly; SameSite=Lax; Max-Age=600"],
    ["Test", "up_pending=p-9", "Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=600"],
    ["Prod", "__Host-up_pending=p-9", "Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=600"],
  ])("in %s rewrites the upstream's Set-Cookie as %s…; %s", async (appEnv, pair, attributes) => {
    server.use(
      upstreamHandler("confirmPinSms", () =>
        HttpResponse.json(sampleResponses.confirmPinSms, {
          headers: { "Set-Cookie": "pending=p-9; Domain=upstream.test; Path=/api; Secure; SameSite=None; Max-Age=600" },
        }),
      ),
    );
    const result = await testClient({ appEnv }).confirmPinSms({ cookies: browserCookies }, { PinSms: "1234" });
    expect(result.setCookies).toEqual([relayedLine(pair, attributes)]);
  });

  it("keeps an upstream removal as a removal", async () => {
    server.use(
      upstreamHandler("resendSms", () =>
        HttpResponse.json(sampleResponses.resendSms, {
          headers: { "Set-Cookie": "pending=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/" },
        }),
      ),
    );
    const result = await testClient().resendSms({ cookies: browserCookies });
    expect(result.setCookies).toEqual(["__Host-up_pending=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0"]);
  });

  it("relays Set-Cookie of a failed call too", async () => {
    server.use(
      upstreamHandler("login", () =>
        HttpResponse.json(
          { Success: false, CodeError: "WRONG_CREDENTIALS" },
          { headers: { "Set-Cookie": "attempts=2; Path=/" } },
        ),
      ),
    );
    const result = await testClient().login({ cookies: browserCookies }, { Username: "x@y.it", Password: "p" });
    expect(result.ok).toBe(false);
    expect(result.setCookies).toEqual([relayedLine("__Host-up_attempts=2", "Path=/; HttpOnly; SameSite=Lax; Secure")]);
  });

  it("sends back only the up_ cookies we relayed, without the prefix: one the browser made up is not sent", async () => {
    const client = testClient({ appEnv: "Dev" });
    server.use(...defaultUpstreamHandlers());
    await client.getToponym({ cookies: `__session=secret; ${relayedCookieHeader(["XSRF-TOKEN=t"], "Dev")}; theme=dark; up_a=1; ${relayedCookieHeader(["b=2"], "Dev")}` });
    expect(client.sent.map((request) => request.headers.cookie)).toEqual(["XSRF-TOKEN=t; b=2"]);
  });
});

describe("anti-forgery priming (decision 003)", () => {
  it("without the cookie, first GETs GetConsentsConfiguration, then sends the issued token", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient({ appEnv: "Dev" });
    const result = await client.login(
      { cookies: relayedCookieHeader(["pending=p-1"], "Dev") },
      { Username: "mario.rossi@example.com", Password: "pw" },
    );
    const calls = client.sent.map(({ method, path, headers }) => ({
      method,
      path,
      cookie: headers.cookie ?? null,
      token: headers["x-xsrf-token"] ?? null,
    }));
    expect(calls).toEqual([
      {
        method: "GET",
        path: "/reference-api/v2/Configuration/GetConsentsConfiguration",
        cookie: "pending=p-1",
        token: null,
      },
      {
        method: "POST",
        path: "/reference-api/v2/Login/Login",
        cookie: `pending=p-1; XSRF-TOKEN=${antiForgeryToken}`,
        token: antiForgeryToken,
      },
    ]);
    expect(result.ok).toBe(true);
    expect(result.setCookies).toEqual([relayedLine(`up_XSRF-TOKEN=${antiForgeryToken}`, "Path=/; HttpOnly; SameSite=Lax")]);
  });

  it("does not prime when the browser already holds the cookie", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient();
    await client.insertPhone({ cookies: browserCookies }, { Prefix: "+39", Cell: "3401234567" });
    expect(client.sent.map((request) => request.path)).toEqual(["/reference-api/v2/Account/Pending/InsertPhone"]);
  });

  it("does not prime for a GET", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient();
    await client.searchNazioni({ cookies: null }, { TextSearch: "it" });
    expect(client.sent.map((request) => request.path)).toEqual(["/reference-api/v2/Configuration/SearchNazioni"]);
  });
});

describe("anti-forgery answers made ahead (decision 124)", () => {
  const paths = (sent: { method: string; path: string }[]) => sent.map(({ method, path }) => `${method} ${path.replace("/reference-api/v2/", "")}`);
  const primer = "GET Configuration/GetConsentsConfiguration";

  async function stockedClient(clock = { now: 0 }) {
    // msw keeps the cookies it answered and adds them to later requests, which no upstream sees: this
    // primer answer issues a token every time, as the upstream does for a request without one.
    server.use(
      upstreamHandler("getConsentsConfiguration", () =>
        HttpResponse.json(sampleResponses.getConsentsConfiguration, { headers: { "Set-Cookie": `XSRF-TOKEN=${antiForgeryToken}; Path=/` } }),
      ),
      ...defaultUpstreamHandlers(),
    );
    let primersAnswered = 0;
    const client = testClient({
      primerStock: 2,
      now: () => clock.now,
      fetch: async (input, init) => {
        const response = await globalThis.fetch(input, init);
        if (input.includes("GetConsentsConfiguration")) primersAnswered += 1;
        return response;
      },
    });
    // The first post of a fresh server primes inline and orders the stock's first answer, which is
    // in stock once its call has answered (what is left of it runs before the next check).
    await client.login({ cookies: null }, { Username: "a@example.com", Password: "pw" });
    await vi.waitFor(() => expect(primersAnswered).toBe(2));
    expect(paths(client.sent)).toEqual([primer, "POST Login/Login", primer]);
    client.sent.length = 0;
    return client;
  }

  it("a browser with no upstream cookie posts at once with a stocked answer, which is relayed to it and replaced", async () => {
    const client = await stockedClient();
    const result = await client.login({ cookies: "__session=ours" }, { Username: "b@example.com", Password: "pw" });
    expect(client.sent[0]).toMatchObject({ method: "POST", headers: { "x-xsrf-token": antiForgeryToken, cookie: `XSRF-TOKEN=${antiForgeryToken}` } });
    expect(result.setCookies).toEqual([relayedLine(`__Host-up_XSRF-TOKEN=${antiForgeryToken}`, "Path=/; HttpOnly; SameSite=Lax; Secure")]);
    await vi.waitFor(() => expect(paths(client.sent)).toEqual(["POST Login/Login", primer]));
    // The replacement carried no browser's cookies: it belongs to nobody until it is taken.
    expect(client.sent[1]!.headers.cookie).toBeUndefined();
  });

  it("a browser holding any upstream cookie primes with its own cookies, never with a stocked answer", async () => {
    const client = await stockedClient();
    await client.login({ cookies: relayedCookieHeader(["pending=p-1"], "Prod", 0) }, { Username: "c@example.com", Password: "pw" });
    expect(paths(client.sent)).toEqual([primer, "POST Login/Login"]);
    expect(client.sent[0]!.headers.cookie).toBe("pending=p-1");
  });

  it("an answer kept longer than a minute is thrown away and the browser primes inline", async () => {
    const clock = { now: 0 };
    const client = await stockedClient(clock);
    clock.now = 60_001;
    await client.login({ cookies: null }, { Username: "d@example.com", Password: "pw" });
    expect(paths(client.sent).slice(0, 2)).toEqual([primer, "POST Login/Login"]);
  });

  it("without a stock (the default), every first post primes inline and nothing is made ahead", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient();
    await client.login({ cookies: null }, { Username: "e@example.com", Password: "pw" });
    await client.login({ cookies: null }, { Username: "f@example.com", Password: "pw" });
    expect(paths(client.sent)).toEqual([primer, "POST Login/Login", primer, "POST Login/Login"]);
  });
});

