import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowDecision } from "../../../app/flow/index";
import { AccountStatus, decide } from "../../../app/flow/index";
import type { ReferenceApi } from "../../../reference-api/app";
import { createReferenceApi } from "../../../reference-api/app";
import { migratedImage } from "../../../reference-api/data-template";
import { testClient } from "./setup";

// The client against the reference API (design §6) over real HTTP: both follow the same contract,
// so a disagreement between them shows up here rather than in the end-to-end tests.
let api: ReferenceApi;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  api = await createReferenceApi({ appEnv: "Test", database: { kind: "memory", image: await migratedImage() } });
  const app = express();
  app.use("/reference-api", api.handler);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reference-api`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api.close();
});

const password = "Parcheggio.2026";
const query = { client: "parcheggi-web", redirect: "https://parcheggi.example.it/" };
const route = "/auth/client_login";
const now = Date.parse("2030-01-01T00:00:00.000Z");

/** The browser's Cookie header after it stored what the application relayed. */
function browserCookieHeader(setCookies: readonly string[]): string {
  return setCookies.map((header) => header.split(";")[0]).join("; ");
}

function client() {
  return testClient({ baseUrl, appEnv: "Test" });
}

async function login(username: string, extra: { Prefix?: string; Mobile?: string } = {}) {
  return client().login(
    { cookies: null },
    { Username: username, Password: password, LoginClient: query.client, LoginRedirect: query.redirect, ...extra },
  );
}

// Password hashing and the embedded database are slow on a busy machine; allow for it.
describe("demo logins against the reference API (design §6)", { timeout: 20_000 }, () => {
  it.each<[string, Partial<FlowDecision>]>([
    ["mario.rossi@example.com", { redirect: { external: "https://parcheggi.example.it/" } }],
    ["giulia.bianchi@example.com", { status: AccountStatus.blocked, redirect: { path: "/account/blocked", query } }],
    ["luca.verdi@example.com", { status: AccountStatus.closing, redirect: { path: "/account/closing", query } }],
    ["anna.neri@example.com", { status: AccountStatus.disabled, formMessage: "Impossibile accedere: account disattivo" }],
    ["chiara.lombardi@example.com", { status: AccountStatus.inactive, redirect: { path: "/account/inactive", query } }],
    ["paolo.gallo@example.com", { status: AccountStatus.unconfirmed, redirect: { path: "/account/unconfirmed", query } }],
    [
      "sara.conti@example.com",
      { status: AccountStatus.unconfirmed, redirect: { path: "/pending-operation/confirm-email", query: { ...query, fs: "1" } } },
    ],
    [
      "marco.ricci@example.com",
      { status: AccountStatus.needAcceptConsents, redirect: { path: "/pending-operation/need-accept-consents", query } },
    ],
    [
      "elena.marino@example.com",
      { status: AccountStatus.needChangePassword, redirect: { path: "/pending-operation/change-password", query } },
    ],
    [
      "franco.greco@example.com",
      { status: AccountStatus.unconfirmed, redirect: { path: "/pending-operation/migration/need-insert-phone", query } },
    ],
  ])("%s", async (email, expected) => {
    const result = await login(email);
    expect(decide(result, { route, query, now })).toMatchObject(expected);
  });

  it("a wrong password → 'username o password errata'", async () => {
    const result = await client().login({ cookies: null }, { Username: "mario.rossi@example.com", Password: "nope" });
    expect(decide(result, { route, query, now }).formMessage).toBe("Impossibile accedere: username o password errata");
  });

  it("a mobile shared by two accounts → email-selection with password, phone and prefix", async () => {
    const result = await login("", { Prefix: "+39", Mobile: "3409999999" });
    expect(decide(result, { route, query, now })).toMatchObject({
      status: AccountStatus.ambiguous,
      redirect: { path: "/pending-operation/email-selection", query },
      state: { password, phoneNumber: "3409999999", phonePrefix: "+39" },
    });
  });

  it("relays the pending session: a call after the login acts on the same account", async () => {
    const first = await login("paolo.gallo@example.com");
    expect(first.setCookies.some((cookie) => cookie.startsWith("up_XSRF-TOKEN="))).toBe(true);
    const next = client();
    const result = await next.confirmPinSms({ cookies: browserCookieHeader(first.setCookies) }, { PinSms: "000000" });
    // One call, no priming: the relayed anti-forgery cookie was enough; the wrong code was judged
    // against paolo's pending confirmation.
    expect(next.sent).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, error: { kind: "code", code: "NOV" } });
  });

  it("without the relayed session the same call finds no pending operation", async () => {
    const result = await client().confirmPinSms({ cookies: null }, { PinSms: "000000" });
    expect(result).toMatchObject({ ok: false, error: { kind: "code", code: "USER_NOT_FOUND", status: 401 } });
  });

  it("without the relayed cookies the anti-forgery check fails", async () => {
    const bare = testClient({ baseUrl, appEnv: "Test", antiForgeryCookie: "NOT-THE-COOKIE" });
    const result = await bare.resendSms({ cookies: null });
    expect(result).toMatchObject({ ok: false, error: { kind: "code", code: "ANTIFORGERY_TOKEN_INVALID" } });
  });
});
