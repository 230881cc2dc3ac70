import { href, redirect } from "react-router";
import { AccountStatus } from "../flow/account-status";
import { leaveHref } from "../security/links.server";
import { commitSession, getSession, hasSessionCookie, type Session } from "./session.server";

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
  throw redirect(`${href("/feedback/no-cookies")}${new URL(request.url).search}`, 303);
}

export type PendingLogin = { session: Session };

/**
 * pending-operation/email-selection opens only after an ambiguous login whose password is still kept
 * (design §4: at most 10 minutes). Otherwise the same way out as the account guards: back to the login
 * the query names, else feedback/generic-error (decision 006). An expired password is dropped on the way,
 * so it does not linger in the cookie.
 */
export function requirePendingLogin(request: Request, now = Date.now()): PendingLogin {
  const session = requireStatus(request, AccountStatus.ambiguous);
  const pending = session.data.pendingPassword;
  // The password itself is on the server (issue 11 item 7); the action takes it with takePendingLogin.
  if (pending && pending.expiresAt > now) return { session };
  delete session.data.pendingPassword;
  throw redirect(leaveHref(request), { headers: { "Set-Cookie": commitSession(session) } });
}
