import { thrownBy } from "../support/thrown";
import { describe, expect, it } from "vitest";
import { AccountStatus } from "../../../app/flow/account-status";
import { leaveHref } from "../../../app/security/links.server";
import { requirePendingLogin } from "../../../app/session/guards.server";
import { commitSession, getSession, type SessionData } from "../../../app/session/session.server";

const NOW = 1_800_000_000_000;
const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";

function requestWith(data: SessionData | null, query = ""): Request {
  const url = `http://localhost/pending-operation/email-selection${query ? `?${query}` : ""}`;
  const cookie = data ? commitSession(data).split(";")[0]! : null;
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

const ambiguous = (expiresAt: number): SessionData => ({
  status: AccountStatus.ambiguous,
  state: { mobileNumber: "3409999999", mobileCountryCode: "+39" },
  pendingPassword: { value: "Parcheggio.2026", expiresAt },
});

describe("requirePendingLogin (email-selection's guard)", () => {
  it("lets an ambiguous login with an unexpired password through, with the password", () => {
    const { password, session } = requirePendingLogin(requestWith(ambiguous(NOW + 1)), NOW);
    expect(password).toBe("Parcheggio.2026");
    expect(session.data.state).toEqual({ mobileNumber: "3409999999", mobileCountryCode: "+39" });
  });

  it("refuses an expired password, drops it from the cookie, and goes back to the login of the query", () => {
    const response = thrownBy(() => requirePendingLogin(requestWith(ambiguous(NOW), CLIENT_QUERY), NOW));
    expect(response.headers.get("Location")).toBe(`/auth/client_login?${CLIENT_QUERY}`);
    const next = new Request("http://localhost/", { headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! } });
    expect(getSession(next).data.pendingPassword).toBeUndefined();
  });

  it("refuses an ambiguous status without a password", () => {
    const response = thrownBy(() => requirePendingLogin(requestWith({ status: AccountStatus.ambiguous }), NOW));
    expect(response.headers.get("Location")).toBe("/feedback/generic-error");
  });

  it("refuses a kept password under another status, and a browser with no session", () => {
    const other = { ...ambiguous(NOW + 60_000), status: AccountStatus.active };
    expect(thrownBy(() => requirePendingLogin(requestWith(other), NOW)).headers.get("Location")).toBe("/feedback/generic-error");
    expect(thrownBy(() => requirePendingLogin(requestWith(null, "returnUrl=https%3A%2F%2Fparcheggi.example.it%2Fsso"), NOW)).headers.get("Location")).toBe(
      "/auth/sso-login?returnUrl=https%3A%2F%2Fparcheggi.example.it%2Fsso",
    );
  });
});

describe("leaveHref", () => {
  it("names the login of the query, else the generic error with the query kept", () => {
    expect(leaveHref(requestWith(null, CLIENT_QUERY))).toBe(`/auth/client_login?${CLIENT_QUERY}`);
    expect(leaveHref(requestWith(null))).toBe("/feedback/generic-error");
    expect(leaveHref(requestWith(null, "client=parcheggi-web"))).toBe("/feedback/generic-error?client=parcheggi-web");
  });
});
