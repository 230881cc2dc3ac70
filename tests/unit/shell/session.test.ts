import { thrownBy } from "../support/thrown";
import { describe, expect, it } from "vitest";
import { seal, unseal } from "../../../app/session/crypto.server";
import { ABSOLUTE_LIFETIME_MS, commitSession, getSession, hasSessionCookie } from "../../../app/session/session.server";
import { getConfig } from "../../../app/config.server";
import { requireCookies, requireStatus } from "../../../app/session/guards.server";
import { AccountStatus } from "../../../app/flow/account-status";

const SECRET = "a-test-secret-that-is-long-enough-for-us";

function requestWith(setCookie: string | null, url = "http://localhost/account/blocked"): Request {
  const cookie = setCookie?.split(";")[0];
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

describe("session sealing", () => {
  it("round-trips and hides the content", () => {
    const sealed = seal('{"pendingPassword":"Parcheggio.2026"}', SECRET);
    expect(sealed).not.toContain("Parcheggio");
    expect(unseal(sealed, SECRET)).toBe('{"pendingPassword":"Parcheggio.2026"}');
  });

  it("refuses a tampered value, a value sealed with another secret, and garbage", () => {
    const sealed = seal("{}", SECRET);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(unseal(tampered, SECRET)).toBeNull();
    expect(unseal(sealed, `${SECRET}-other`)).toBeNull();
    expect(unseal("not-a-session", SECRET)).toBeNull();
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, on / and not Secure in Dev", () => {
    const cookie = commitSession({ status: AccountStatus.blocked });
    expect(cookie).toMatch(/^ar_session=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("carries the data to the next request", () => {
    const cookie = commitSession({ status: AccountStatus.closing, temporaryBlockUntil: 1234 });
    expect(getSession(requestWith(cookie)).data).toMatchObject({ status: AccountStatus.closing, temporaryBlockUntil: 1234 });
  });

  it("reads a forged cookie as an empty session that existed", () => {
    const session = getSession(requestWith("ar_session=forged"));
    expect(session).toEqual({ data: {}, existed: true });
    expect(hasSessionCookie(requestWith("ar_session=forged"))).toBe(true);
    expect(hasSessionCookie(requestWith(null))).toBe(false);
  });
});

describe("guards", () => {
  it("lets the matching status through", () => {
    const request = requestWith(commitSession({ status: AccountStatus.blocked }));
    expect(requireStatus(request, AccountStatus.blocked).data.status).toBe(AccountStatus.blocked);
  });

  it.each([
    ["", "/feedback/generic-error"],
    ["?returnUrl=https%3A%2F%2Fparcheggi.example.it%2F", "/auth/sso-login?returnUrl=https%3A%2F%2Fparcheggi.example.it%2F"],
    ["?client=c&redirect=https%3A%2F%2Fparcheggi.example.it%2F", "/auth/client_login?client=c&redirect=https%3A%2F%2Fparcheggi.example.it%2F"],
    ["?redirect=https%3A%2F%2Fparcheggi.example.it%2Fx", "https://parcheggi.example.it/x"],
    ["?redirect=https%3A%2F%2Fevil.example%2F", "/feedback/generic-error?redirect=https%3A%2F%2Fevil.example%2F"],
  ])("sends a wrong status with query %j to %s", (search, location) => {
    const request = requestWith(commitSession({ status: AccountStatus.active }), `http://localhost/account/blocked${search}`);
    const response = thrownBy(() => requireStatus(request, AccountStatus.blocked));
    expect(response.headers.get("Location")).toBe(location);
  });

  it("sends a post without the session cookie to no-cookies with its query", () => {
    const response = thrownBy(() => requireCookies(new Request("http://localhost/auth/client_login?client=c", { method: "POST" })));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/feedback/no-cookies?client=c");
  });

  it("lets a post with the session cookie through", () => {
    expect(() => requireCookies(requestWith(commitSession({})))).not.toThrow();
  });
});

describe("pending password key", () => {
  it("is kept until it expires and dropped once read after", () => {
    const fresh = commitSession({ pendingPassword: { key: "k1", expiresAt: Date.now() + 60_000 } });
    expect(getSession(requestWith(fresh)).data.pendingPassword?.key).toBe("k1");
    const stale = commitSession({ status: AccountStatus.ambiguous, pendingPassword: { key: "k1", expiresAt: Date.now() - 1 } });
    expect(getSession(requestWith(stale)).data).toMatchObject({ status: AccountStatus.ambiguous });
    expect(getSession(requestWith(stale)).data.pendingPassword).toBeUndefined();
  });

  it("a password sealed in the cookie by an earlier version is dropped, never used", () => {
    const legacy = commitSession({ pendingPassword: { value: "Parcheggio.2026", expiresAt: Date.now() + 60_000 } } as never);
    expect(getSession(requestWith(legacy)).data.pendingPassword).toBeUndefined();
  });
});

/** Issue 11 item 7: an issued-at and an absolute lifetime, checked on read. */
describe("absolute lifetime", () => {
  it("a session sealed more than 24 hours ago reads as empty, however often it was re-sealed", () => {
    const old = commitSession({ status: AccountStatus.ambiguous, issuedAt: Date.now() - ABSOLUTE_LIFETIME_MS - 1 });
    expect(getSession(requestWith(old)).data).toEqual({});
    const young = commitSession({ status: AccountStatus.ambiguous, issuedAt: Date.now() - 1000 });
    expect(getSession(requestWith(young)).data.status).toBe(AccountStatus.ambiguous);
  });

  it("a new session gets its issued-at when first sealed, and keeps it", () => {
    const first = getSession(requestWith(commitSession({ status: AccountStatus.ambiguous })));
    expect(first.data.issuedAt).toBeTypeOf("number");
    const again = getSession(requestWith(commitSession(first)));
    expect(again.data.issuedAt).toBe(first.data.issuedAt);
  });

  it("a session without an issued-at (sealed before this rule) is not trusted", () => {
    const sealed = seal(JSON.stringify({ status: AccountStatus.ambiguous }), getConfig().sessionSecret);
    expect(getSession(requestWith(`ar_session=${sealed}`)).data).toEqual({});
  });
});
