import type { RequestContext } from "../../../app/request-context";
import { requestContextWith } from "../support/request-context";
import { describe, expect, it } from "vitest";
import { rememberDecision } from "../../../app/actions/answer.server";
import { openProtectedForm } from "../../../app/actions/gate.server";
import { AccountStatus } from "../../../app/flow/account-status";
import { loginAccepted } from "../../../app/flow/login";
import { newToken } from "../../../app/security/csrf.server";
import { startAfreshAfterLogin } from "../../../app/session/rotation.server";
import { commitSession, type SessionData } from "../../../app/session/session.server";
import type { UpstreamClient, UpstreamOutcome } from "../../../app/upstream/client.server";
import { observedUpstream } from "../../../app/upstream/observed.server";
import { actionRequired, codeFailure, otherFailure, success } from "../flow/outcomes";

// Decision 153: what one request shares between the server and the application travels in the context
// the server makes for it, and nowhere else.
const contextWith = (fields: Partial<RequestContext> = {}) => requestContextWith(fields).made;
const sessionWith = (data: SessionData) => ({ data, existed: true });

describe("a login the upstream accepted (issue 11 item 7), told in one place", () => {
  it.each([
    ["a login", success("login", { UrlRedirect: "https://parcheggi.example.it/" })],
    ["a single sign-on", success("sso")],
    ["a login that owes an action", actionRequired("needConfirmPhone")],
  ])("%s is a login accepted", (_name, outcome) => {
    expect(loginAccepted(outcome)).toBe(true);
  });

  it.each([
    ["a wrong password", codeFailure("login", "WRONG_CREDENTIALS")],
    ["a refused reCAPTCHA token", codeFailure("login", "INVALID_RECAPTCHA")],
    ["an upstream that did not answer", otherFailure("login", "network")],
    ["another call's success", success("confirmPinSms")],
    ["another call owing an action", actionRequired("needConfirmPhone", {}, "resendSms")],
  ])("%s is not", (_name, outcome) => {
    expect(loginAccepted(outcome)).toBe(false);
  });

  it("starts the session afresh, once, and tells the server to rotate the CSRF token", () => {
    const context = contextWith();
    const session = sessionWith({ issuedAt: 1, status: AccountStatus.blocked, smsLockUntil: 99, toasts: [{ message: "Ciao", severity: "info", durationMs: 1 }] });
    startAfreshAfterLogin(context, session, 1_000);
    expect(session.data).toEqual({ issuedAt: 1_000, toasts: [{ message: "Ciao", severity: "info", durationMs: 1 }] });
    expect(context.loggedIn).toBe(true);
    rememberDecision(context, session, { status: AccountStatus.active }, 1_000);
    startAfreshAfterLogin(context, session, 2_000);
    expect(session.data).toMatchObject({ issuedAt: 1_000, status: AccountStatus.active });
  });

  it("a decision alone leaves the session as it was and the token alone", () => {
    const context = contextWith();
    const session = sessionWith({ issuedAt: 1, smsLockUntil: 99 });
    rememberDecision(context, session, { status: AccountStatus.active }, 1_000);
    expect(session.data).toEqual({ issuedAt: 1, smsLockUntil: 99, status: AccountStatus.active });
    expect(context.loggedIn).toBeUndefined();
  });
});

describe("the request's context", () => {
  it("holds the carried password's write, which the server awaits before answering", () => {
    const context = contextWith();
    const session = sessionWith({ issuedAt: 1 });
    rememberDecision(context, session, { state: { password: "Parcheggio.2026", phoneNumber: "3331234567", phonePrefix: "+39" } }, 1_000);
    expect(context.pendingWrites).toHaveLength(1);
    expect(session.data.pendingPassword?.key).toBeTruthy();
  });

  it("gives the gate the form the server read: the body is not read again", async () => {
    const session: SessionData = {};
    const sessionCookie = commitSession(session).split(";", 1)[0];
    const token = newToken(session.sid!);
    const request = new Request("http://localhost/auth/client_login", {
      method: "POST",
      body: "not=this",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `${sessionCookie}; ar_csrf=${token}` },
    });
    const { form, expired } = await openProtectedForm({ request, context: requestContextWith({ form: new URLSearchParams({ csrf: token, username: "a" }) }).provider });
    expect(expired).toBe(false);
    expect(form.get("username")).toBe("a");
    expect(form.get("not")).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it("carries the server's observer to each upstream answer made for it", async () => {
    const seen: UpstreamOutcome[] = [];
    const client = { login: async () => ({ ok: false, call: "login", error: { kind: "code", code: "WRONG_CREDENTIALS" }, setCookies: [] }) } as unknown as UpstreamClient;
    await observedUpstream(client).login({ cookies: null, observe: (outcome) => void seen.push(outcome) }, { Username: "a@example.com", Password: "x" });
    expect(seen).toEqual([expect.objectContaining({ call: "login", ok: false, code: "WRONG_CREDENTIALS", kind: "code", input: { Username: "a@example.com", Password: "x" } })]);
  });
});
