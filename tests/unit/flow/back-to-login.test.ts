import { describe, expect, it } from "vitest";
import { backToLogin, backToLoginTarget } from "../../../app/flow/index";
import { loginSearch } from "../../../app/flow/back-to-login";

describe("back-to-login (spec §2)", () => {
  it.each([
    [
      "returnUrl present → SSO login, query kept",
      { returnUrl: "https://sso.example.it/cb", client: "c" },
      { path: "/auth/sso-login", query: { returnUrl: "https://sso.example.it/cb", client: "c" } },
    ],
    [
      "client and redirect → client login, query kept",
      { client: "parcheggi-web", redirect: "https://parcheggi.example.it/", sr: "x" },
      { path: "/auth/client_login", query: { client: "parcheggi-web", redirect: "https://parcheggi.example.it/", sr: "x" } },
    ],
    ["only redirect → the browser goes there", { redirect: "https://parcheggi.example.it/" }, { external: "https://parcheggi.example.it/" }],
    ["otherwise → false", { sr: "https://parcheggi.example.it/" }, false],
  ] as const)("%s", (_name, query, expected) => {
    expect(backToLoginTarget(query)).toEqual(expected);
    expect(backToLoginTarget(new URLSearchParams(query))).toEqual(expected);
  });

  it("an empty value counts as absent", () => {
    expect(backToLoginTarget({ returnUrl: "", client: "c", redirect: "" })).toBe(false);
  });

  it.each([
    [
      "returnUrl=https%3A%2F%2Fsso.example.it%2Fcb&x=1",
      { kind: "route", path: "/auth/sso-login", search: "?returnUrl=https%3A%2F%2Fsso.example.it%2Fcb&x=1" },
    ],
    ["client=c&redirect=r", { kind: "route", path: "/auth/client_login", search: "?client=c&redirect=r" }],
    ["redirect=https%3A%2F%2Fp.it%2F", { kind: "external", url: "https://p.it/" }],
    ["", { kind: "none" }],
  ])("keeps the account guards' shape for ?%s", (search, expected) => {
    expect(backToLogin(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("loginSearch: what a link to another page carries of the login's query", () => {
  it.each([
    ["?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F&sr=https%3A%2F%2Fevil.example%2F", "?client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F"],
    ["?returnUrl=https%3A%2F%2Fparcheggi.example.it%2Fsso&fs=1", "?returnUrl=https%3A%2F%2Fparcheggi.example.it%2Fsso"],
    ["?sr=https%3A%2F%2Fevil.example%2F", ""],
    ["", ""],
    // Other spellings: a parameter sent twice keeps its first value, as the login reads it (toQuery);
    // array and bracket spellings name no login.
    ["?client=a&client=b&redirect=https%3A%2F%2Fparcheggi.example.it%2F", "?client=a&redirect=https%3A%2F%2Fparcheggi.example.it%2F"],
    ["?client[]=a&redirect[0]=https%3A%2F%2Fevil.example%2F&sr[]=x", ""],
    ["?Client=a&REDIRECT=b", ""],
  ])("%s → %s", (search, expected) => {
    expect(loginSearch(search)).toBe(expected);
  });
});
