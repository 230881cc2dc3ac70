import { href, redirect } from "react-router";
import { AccountStatus } from "../flow/account-status";
import { now as clockNow } from "../clock.server";
import { isLocked } from "../flow/locks";
import { FlowRoute } from "../flow/routes";
import { thinScreenRedirect, thinStepOf, type ThinStep } from "../flow/thin";
import { leaveHref } from "../security/links.server";
import { commitSession, getSession, hasSessionCookie, type Session } from "./session.server";
import { urlOf } from "../request-url";

/**
 * Account pages open only for their stored status (spec §2). Otherwise back-to-login when the query
 * allows it, else feedback/generic-error (decision 006).
 */
export function requireStatus(request: Request, expected: AccountStatus | readonly AccountStatus[]): Session {
  const session = getSession(request);
  const allowed: readonly (AccountStatus | undefined)[] = Array.isArray(expected) ? expected : [expected];
  if (allowed.includes(session.data.status as AccountStatus | undefined)) return session;
  throw redirect(leaveHref(request));
}

/**
 * A post without our cookie comes from a browser that refuses cookies (design §5): it would lose every
 * answer we give it, so it goes to the page that explains, with its query.
 */
export function requireCookies(request: Request): void {
  if (hasSessionCookie(request)) return;
  throw redirect(`${href("/feedback/no-cookies")}${urlOf(request).search}`, 303);
}

export type PendingLogin = { session: Session };

/**
 * pending-operation/email-selection opens only after an ambiguous login whose password is still kept
 * (design §4: at most 10 minutes). Otherwise the same way out as the account guards: back to the login
 * the query names, else feedback/generic-error (decision 006). An expired password is dropped on the way,
 * so it does not linger in the cookie.
 */
export function requirePendingLogin(request: Request, now = clockNow()): PendingLogin {
  const session = requireStatus(request, AccountStatus.ambiguous);
  const pending = session.data.pendingPassword;
  // The password itself is on the server (issue 11 item 7); the action takes it with takePendingLogin.
  if (pending && pending.expiresAt > now) return { session };
  delete session.data.pendingPassword;
  throw redirect(leaveHref(request), { headers: { "Set-Cookie": commitSession(session) } });
}

/**
 * The thin registration's step screens (decision 080): open only while the registration is under way in
 * this browser (status uncompleted and a step remembered), and only at the step owed, or one step back
 * where the upstream still accepts it; otherwise to the step owed, query kept. A temporary block sends
 * to its page while it lasts; once over, the registration resumes (status uncompleted again). Without a
 * registration under way: the way out of decision 006.
 */
export function requireThinScreen(request: Request, now = clockNow()): Session {
  const session = getSession(request);
  const url = urlOf(request);
  const current = thinStepOf(session.data.thinStep ?? "");
  if (!current) throw redirect(leaveHref(request));
  if (session.data.status === AccountStatus.temporaryBlocked) {
    if (isLocked(session.data.temporaryBlockUntil, now)) throw redirect(`${href("/account/temporary-blocked")}${url.search}`);
    session.data.status = AccountStatus.uncompleted;
    delete session.data.temporaryBlockUntil;
    throw redirect(`${url.pathname}${url.search}`, { headers: { "Set-Cookie": commitSession(session) } });
  }
  if (session.data.status !== AccountStatus.uncompleted) throw redirect(leaveHref(request));
  const owed = thinScreenRedirect(url.pathname, current);
  if (owed) throw redirect(`${owed}${url.search}`);
  return session;
}

/** Where a temporary block's "Invia di nuovo" leads: the thin step it paused, else confirm-mobile (spec §2). */
export function afterBlockPath(session: Session): string {
  const thin: ThinStep | null = thinStepOf(session.data.thinStep ?? "");
  return thin ?? FlowRoute.confirmMobile;
}
