import { describe, expect, it } from "vitest";
import * as copy from "../../../app/copy/it";
import type { LoginMessageCase } from "../../../app/flow/index";
import { AccountStatus, decide, loginMessage, loginPrecondition } from "../../../app/flow/index";
import { clientQuery, codeFailure, now, otherFailure, success } from "./outcomes";

const route = "/auth/client_login";

describe("login messages (spec §8)", () => {
  it.each<[string, LoginMessageCase, string]>([
    ["wrong credentials", "badCredentials", "Impossibile accedere: username o password errata"],
    ["disabled account", "disabled", "Impossibile accedere: account disattivo"],
    ["anything else", "other", "Impossibile accedere: errore imprevisto"],
    ["missing redirect", "noRedirectUrl", "Impossibile accedere: redirect URL non specificato"],
    ["missing client", "noClient", "Impossibile accedere: client non specificato"],
    ["no redirect in response", "noRedirectInResponse", "Impossibile accedere: redirect URL non restituito dalle API"],
  ])("%s: %s → %s", (_case, kind, text) => {
    expect(loginMessage(kind)).toBe(text);
  });

  it.each<[LoginMessageCase]>([["blacklist"], ["ipBlacklist"]])("%s falls under anything else", (kind) => {
    expect(loginMessage(kind)).toBe(copy.flow.login.other);
  });
});

describe("login decisions", () => {
  it.each([
    ["WRONG_CREDENTIALS", "badCredentials", "Impossibile accedere: username o password errata"],
    ["USER_NOT_FOUND", "badCredentials", "Impossibile accedere: username o password errata"],
    ["ERR_GENERIC", "other", "Impossibile accedere: errore imprevisto"],
    ["MISSING_SYNC", "other", "Impossibile accedere: errore imprevisto"],
  ])("%s → %s, form message only", (code, kind, text) => {
    expect(decide(codeFailure("login", code), { route, query: clientQuery, now })).toEqual({
      formMessage: text,
      loginFailure: kind,
    });
  });

  it("USER_DISABLED → status disabled and the disabled message", () => {
    expect(decide(codeFailure("sso", "USER_DISABLED"), { route: "/auth/sso-login", query: {}, now })).toEqual({
      status: AccountStatus.disabled,
      formMessage: "Impossibile accedere: account disattivo",
      loginFailure: "disabled",
    });
  });

  it("USER_IN_BLACKLIST → blocked page, failure kind blacklist", () => {
    expect(decide(codeFailure("login", "USER_IN_BLACKLIST"), { route, query: clientQuery, now })).toEqual({
      status: AccountStatus.blocked,
      redirect: { path: "/account/blocked", query: clientQuery },
      loginFailure: "blacklist",
    });
  });

  it.each(["network", "http", "unexpectedPayload", "validation"])("a %s failure → errore imprevisto", (kind) => {
    expect(decide(otherFailure("login", kind), { route, query: clientQuery, now })).toEqual({
      formMessage: "Impossibile accedere: errore imprevisto",
      loginFailure: "other",
    });
  });

  it("client login success with UrlRedirect → the browser goes there", () => {
    const outcome = success("login", { Success: true, UrlRedirect: "https://parcheggi.example.it/home" });
    expect(decide(outcome, { route, query: clientQuery, now })).toEqual({
      redirect: { external: "https://parcheggi.example.it/home" },
    });
  });

  it("client login success without UrlRedirect → 'non restituito dalle API'", () => {
    expect(decide(success("login", { Success: true, UrlRedirect: "" }), { route, query: clientQuery, now })).toEqual({
      formMessage: "Impossibile accedere: redirect URL non restituito dalle API",
      loginFailure: "noRedirectUrl",
    });
  });

  it("SSO login success without UrlRedirect → back to its returnUrl (decision 016)", () => {
    const query = { returnUrl: "https://sso.example.it/cb" };
    expect(decide(success("sso", { Success: true }), { route: "/auth/sso-login", query, now })).toEqual({
      redirect: { external: "https://sso.example.it/cb" },
    });
  });

  it.each([
    ["client", {}, "noRedirectUrl"],
    ["client", { redirect: "https://p.it/" }, "noClient"],
    ["client", clientQuery, null],
    ["sso", {}, "noRedirectUrl"],
    ["sso", { returnUrl: "https://sso.example.it/cb" }, null],
  ] as const)("%s login with %j: precondition %s", (kind, query, expected) => {
    expect(loginPrecondition(kind, query)).toBe(expected);
  });
});
