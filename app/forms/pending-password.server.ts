import { redirect } from "react-router";
import { AccountStatus } from "../flow/account-status";
import { leaveHref, requireStatus } from "../session/guards.server";
import { commitSession, type Session } from "../session/session.server";

export type PendingLogin = { session: Session; password: string };

/**
 * pending-operation/email-selection opens only after an ambiguous login whose password is still kept
 * (design §4: at most 10 minutes). Otherwise the same way out as the account guards: back to the login
 * the query names, else feedback/generic-error (decision 006). An expired password is dropped on the way,
 * so it does not linger in the cookie.
 */
export function requirePendingLogin(request: Request, now = Date.now()): PendingLogin {
  const session = requireStatus(request, AccountStatus.ambiguous);
  const pending = session.data.pendingPassword;
  if (pending && pending.expiresAt > now) return { session, password: pending.value };
  delete session.data.pendingPassword;
  throw redirect(leaveHref(request), { headers: { "Set-Cookie": commitSession(session) } });
}

