import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../app/upstream/index.server";
import {
  antiForgeryToken,
  defaultUpstreamHandlers,
  sampleResponses,
  upstreamHandler,
} from "../../msw/upstream-handlers";
import { browserCookies, testClient, useUpstreamServer } from "./setup";

const server = useUpstreamServer();

describe("upstream cookie relay (decision 003)", () => {
  it.each<[AppEnv, string]>([
    ["Dev", "up_pending=p-9; Path=/; HttpOnly; SameSite=Lax; Max-Age=600"],
    ["Test", "up_pending=p-9; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=600"],
    ["Prod", "up_pending=p-9; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=600"],
  ])("in %s rewrites the upstream's Set-Cookie as %s", async (appEnv, expected) => {
    server.use(
      upstreamHandler("confirmPinSms", () =>
        HttpResponse.json(sampleResponses.confirmPinSms, {
          headers: { "Set-Cookie": "pending=p-9; Domain=upstream.test; Path=/api; Secure; SameSite=None; Max-Age=600" },
        }),
      ),
    );
    const result = await testClient({ appEnv }).confirmPinSms({ cookies: browserCookies }, { PinSms: "1234" });
    expect(result.setCookies).toEqual([expected]);
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
    expect(result.setCookies).toEqual([
      "up_pending=; Path=/; HttpOnly; SameSite=Lax; Secure; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    ]);
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
    expect(result.setCookies).toEqual(["up_attempts=2; Path=/; HttpOnly; SameSite=Lax; Secure"]);
  });

  it("sends back only the browser's up_ cookies, without the prefix", async () => {
    const client = testClient();
    server.use(...defaultUpstreamHandlers());
    await client.getToponym({ cookies: "__session=secret; up_XSRF-TOKEN=t; theme=dark; up_a=1" });
    expect(client.sent.map((request) => request.headers.cookie)).toEqual(["XSRF-TOKEN=t; a=1"]);
  });
});

describe("anti-forgery priming (decision 003)", () => {
  it("without the cookie, first GETs GetConsentsConfiguration, then sends the issued token", async () => {
    server.use(...defaultUpstreamHandlers());
    const client = testClient({ appEnv: "Dev" });
    const result = await client.login(
      { cookies: "up_pending=p-1" },
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
    expect(result.setCookies).toEqual([`up_XSRF-TOKEN=${antiForgeryToken}; Path=/; HttpOnly; SameSite=Lax`]);
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
