import { thrownBy } from "../support/thrown";
import { describe, expect, it } from "vitest";
import { seal, unseal } from "../../../app/session/crypto.server";
import { commitSession, getSession, hasSessionCookie } from "../../../app/session/session.server";
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
    expect(getSession(requestWith(cookie)).data).toEqual({ status: AccountStatus.closing, temporaryBlockUntil: 1234 });
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

describe("pending password", () => {
  it("is kept until it expires and dropped once read after", () => {
    const fresh = commitSession({ pendingPassword: { value: "Parcheggio.2026", expiresAt: Date.now() + 60_000 } });
    expect(getSession(requestWith(fresh)).data.pendingPassword?.value).toBe("Parcheggio.2026");
    const stale = commitSession({ status: AccountStatus.ambiguous, pendingPassword: { value: "Parcheggio.2026", expiresAt: Date.now() - 1 } });
    expect(getSession(requestWith(stale)).data).toEqual({ status: AccountStatus.ambiguous });
  });
});
