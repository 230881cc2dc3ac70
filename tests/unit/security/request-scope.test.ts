import { describe, expect, it } from "vitest";
import { rememberDecision } from "../../../app/actions/answer.server";
import { AccountStatus } from "../../../app/flow/account-status";
import { openScope, SCOPE_HEADER, scopeOf, type RequestScope } from "../../../app/security/request-scope.server";
import type { SessionData } from "../../../app/session/session.server";

// The request scope travels on the Request (decision 125): what a login in this request did must reach
// the session and CSRF rotation (issue 11 item 7), and no other request may reach it.
describe("the request scope", () => {
  const newScope = (): RequestScope => ({ requestId: "r-1", ip: "192.0.2.1", pendingWrites: [] });

  it("is found from the Request the server made and from every Request copied from it", () => {
    const scope = newScope();
    const opened = openScope(scope);
    const request = new Request("http://127.0.0.1/auth/client_login", { method: "POST", headers: { [SCOPE_HEADER]: opened.id } });
    expect(scopeOf(request)).toBe(scope);
    // React Router hands actions Requests of its own, made from the server's.
    expect(scopeOf(new Request("http://127.0.0.1/auth/client_login.data", request))).toBe(scope);
    opened.close();
    expect(scopeOf(request)).toBeUndefined();
  });

  it("is nobody's for a Request without the header, or naming a scope never opened or closed", () => {
    expect(scopeOf(new Request("http://127.0.0.1/"))).toBeUndefined();
    expect(scopeOf(new Request("http://127.0.0.1/", { headers: { [SCOPE_HEADER]: "no-such-scope" } }))).toBeUndefined();
    expect(scopeOf(undefined)).toBeUndefined();
  });

  it("two open requests each see their own", () => {
    const first = newScope();
    const second = { ...newScope(), requestId: "r-2" };
    const a = openScope(first);
    const b = openScope(second);
    expect(scopeOf(new Request("http://127.0.0.1/", { headers: { [SCOPE_HEADER]: b.id } }))?.requestId).toBe("r-2");
    expect(scopeOf(new Request("http://127.0.0.1/", { headers: { [SCOPE_HEADER]: a.id } }))?.requestId).toBe("r-1");
    a.close();
    b.close();
  });

  it("a decision applied in a request whose login the upstream accepted starts the session afresh, once", () => {
    const scope = { ...newScope(), loggedIn: true };
    const opened = openScope(scope);
    const request = new Request("http://127.0.0.1/auth/client_login", { headers: { [SCOPE_HEADER]: opened.id } });
    const session = { data: { issuedAt: 1, status: AccountStatus.blocked, smsLockUntil: 99 } as SessionData, existed: true };
    rememberDecision(request, session, { status: AccountStatus.active }, 1_000);
    expect(session.data).toEqual({ issuedAt: 1_000, status: AccountStatus.active });
    session.data.smsLockUntil = 5;
    rememberDecision(request, session, {}, 2_000);
    expect(session.data.smsLockUntil).toBe(5);
    opened.close();
  });

  it("without an accepted login in the request, the session keeps what it had", () => {
    const session = { data: { issuedAt: 1, smsLockUntil: 99 } as SessionData, existed: true };
    rememberDecision(new Request("http://127.0.0.1/"), session, { status: AccountStatus.active }, 1_000);
    expect(session.data).toEqual({ issuedAt: 1, smsLockUntil: 99, status: AccountStatus.active });
  });
});
