import { describe, expect, it } from "vitest";
import { thrownBy } from "../support/thrown";
import { AccountStatus } from "../../../app/flow/account-status";
import { leaveHref } from "../../../app/security/links.server";
import { requirePendingLogin } from "../../../app/session/guards.server";
import { takePendingLogin } from "../../../app/session/pending-login.server";
import { putSecret, useSecretBackend } from "../../../app/session/secret-store.server";
import { commitSession, getSession, type SessionData } from "../../../app/session/session.server";

const NOW = 1_800_000_000_000;
const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";

function requestWith(data: SessionData | null, query = ""): Request {
  const url = `http://localhost/pending-operation/email-selection${query ? `?${query}` : ""}`;
  const cookie = data ? commitSession(data).split(";")[0]! : null;
  return new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
}

const ambiguous = (expiresAt: number, key = "no-such-key"): SessionData => ({
  status: AccountStatus.ambiguous,
  state: { mobileNumber: "3409999999", mobileCountryCode: "+39" },
  pendingPassword: { key, expiresAt },
});

async function thrownByAsync(fn: () => Promise<unknown>): Promise<Response> {
  try {
    await fn();
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a redirect");
}

describe("takePendingLogin (email-selection's action): the password lives on the server (issue 11 item 7)", () => {
  it("the cookie holds only a key, never the password, not even sealed", async () => {
    useSecretBackend("memory");
    const key = await putSecret("Parcheggio.2026", 600_000);
    const cookie = commitSession(ambiguous(NOW + 600_000, key));
    expect(cookie).not.toContain("Parcheggio");
    const data = getSession(requestWith(ambiguous(NOW + 600_000, key))).data;
    expect(JSON.stringify(data)).not.toContain("Parcheggio.2026");
  });

  it("gives the password once: a replayed cookie finds nothing and goes back to the login", async () => {
    useSecretBackend("memory");
    const key = await putSecret("Parcheggio.2026", 600_000);
    const replayed = () => requestWith(ambiguous(NOW + 600_000, key), CLIENT_QUERY);
    const { password, session } = await takePendingLogin(replayed(), NOW);
    expect(password).toBe("Parcheggio.2026");
    expect(session.data.state).toEqual({ mobileNumber: "3409999999", mobileCountryCode: "+39" });
    // A corrected e-mail (decision 041) gets a fresh key, with the same deadline.
    expect(session.data.pendingPassword?.key).not.toBe(key);
    expect(session.data.pendingPassword?.expiresAt).toBe(NOW + 600_000);
    const response = await thrownByAsync(() => takePendingLogin(replayed(), NOW));
    expect(response.headers.get("Location")).toBe(`/auth/client_login?${CLIENT_QUERY}`);
  });

  it("forgets the password at its deadline", async () => {
    let now = NOW;
    useSecretBackend("memory", () => now);
    const key = await putSecret("Parcheggio.2026", 600_000);
    now += 600_001;
    const response = await thrownByAsync(() => takePendingLogin(requestWith(ambiguous(Date.now() + 60_000, key)), Date.now()));
    expect(response.status).toBe(303);
  });
});

describe("requirePendingLogin (email-selection's guard)", () => {
  it("lets an ambiguous login with an unexpired key through", () => {
    const { session } = requirePendingLogin(requestWith(ambiguous(NOW + 1)), NOW);
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
