import { describe, expect, it } from "vitest";
import { rememberDecision, rememberDestination } from "../../../app/actions/answer.server";
import { AccountStatus } from "../../../app/flow/account-status";
import { afterBlockPath, requireThinScreen } from "../../../app/session/guards.server";
import { commitSession, getSession, type SessionData } from "../../../app/session/session.server";

const NOW = 1_800_000_000_000;
const CLIENT_QUERY = "client=parcheggi-web&redirect=https%3A%2F%2Fparcheggi.example.it%2F";

function requestAt(path: string, data: SessionData | null): Request {
  const cookie = data ? commitSession(data).split(";")[0]! : null;
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

function thrownBy(fn: () => unknown): Response {
  try {
    fn();
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a redirect");
}

const atStep = (thinStep: string, extra: SessionData = {}): SessionData => ({ status: AccountStatus.uncompleted, thinStep, ...extra });

describe("requireThinScreen (decision 080)", () => {
  it("opens the screen of the step owed, and the one step back the upstream accepts", () => {
    expect(requireThinScreen(requestAt("/sign-up-finalization/verify-mobile", atStep("/sign-up-finalization/verify-mobile")), NOW).data.thinStep).toBe(
      "/sign-up-finalization/verify-mobile",
    );
    expect(() => requireThinScreen(requestAt("/sign-up-finalization/select-mobile", atStep("/sign-up-finalization/verify-mobile")), NOW)).not.toThrow();
    expect(() => requireThinScreen(requestAt("/sign-up-finalization/select-email", atStep("/sign-up-finalization/confirm-email-pin")), NOW)).not.toThrow();
  });

  it("sends a screen opened out of order to the step owed, query kept", () => {
    const response = thrownBy(() => requireThinScreen(requestAt(`/sign-up-finalization/set-password?${CLIENT_QUERY}`, atStep("/sign-up-finalization/verify-mobile")), NOW));
    expect(response.headers.get("Location")).toBe(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`);
  });

  it("a browser with no registration under way leaves as the account guards do (decision 006)", () => {
    expect(thrownBy(() => requireThinScreen(requestAt(`/sign-up-finalization/set-password?${CLIENT_QUERY}`, null), NOW)).headers.get("Location")).toBe(
      `/auth/client_login?${CLIENT_QUERY}`,
    );
    expect(thrownBy(() => requireThinScreen(requestAt("/sign-up-finalization/set-password", { status: AccountStatus.uncompleted }), NOW)).headers.get("Location")).toBe(
      "/feedback/generic-error",
    );
    const active = { ...atStep("/sign-up-finalization/set-password"), status: AccountStatus.active };
    expect(thrownBy(() => requireThinScreen(requestAt("/sign-up-finalization/set-password", active), NOW)).headers.get("Location")).toBe("/feedback/generic-error");
  });

  it("while a temporary block lasts, to its page; once over, the registration resumes", () => {
    const blocked = atStep("/sign-up-finalization/verify-mobile", { status: AccountStatus.temporaryBlocked, temporaryBlockUntil: NOW + 60_000 });
    const during = thrownBy(() => requireThinScreen(requestAt(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`, blocked), NOW));
    expect(during.headers.get("Location")).toBe(`/account/temporary-blocked?${CLIENT_QUERY}`);

    const after = thrownBy(() => requireThinScreen(requestAt(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`, blocked), NOW + 60_000));
    expect(after.headers.get("Location")).toBe(`/sign-up-finalization/verify-mobile?${CLIENT_QUERY}`);
    const next = getSession(new Request("http://localhost/", { headers: { Cookie: after.headers.get("Set-Cookie")!.split(";")[0]! } }));
    expect(next.data.status).toBe(AccountStatus.uncompleted);
  });

  it("the temporary block's 'Invia di nuovo' resumes the thin step, else goes to confirm-mobile (spec §2)", () => {
    expect(afterBlockPath({ data: atStep("/sign-up-finalization/confirm-email-pin"), existed: true })).toBe("/sign-up-finalization/confirm-email-pin");
    expect(afterBlockPath({ data: { status: AccountStatus.temporaryBlocked }, existed: true })).toBe("/pending-operation/confirm-mobile");
  });
});

describe("the session remembers the thin step it was sent to", () => {
  it("from a decision or a screen's own href; another status ends the registration", () => {
    const session = { data: {} as SessionData, existed: true };
    const context = { pendingWrites: [] };
    rememberDecision(context, session, { status: AccountStatus.uncompleted, redirect: { path: "/sign-up-finalization", query: {} } }, NOW);
    rememberDestination(session, "/sign-up-finalization?client=x");
    expect(session.data.thinStep).toBe("/sign-up-finalization");
    rememberDestination(session, "/sign-up-finalization/unassociated-failure");
    rememberDestination(session, "https://parcheggi.example.it/sign-up-finalization/set-password");
    expect(session.data.thinStep).toBe("/sign-up-finalization");
    rememberDestination(session, "/sign-up-finalization/verify-mobile?client=x");
    expect(session.data.thinStep).toBe("/sign-up-finalization/verify-mobile");
    rememberDecision(context, session, { status: AccountStatus.temporaryBlocked }, NOW);
    expect(session.data.thinStep).toBe("/sign-up-finalization/verify-mobile");
    rememberDecision(context, session, { status: AccountStatus.active }, NOW);
    expect(session.data.thinStep).toBeUndefined();
  });
});
