import type { RequestScope } from "../security/request-scope.server";
import type { Session } from "./session.server";

/**
 * Issue 11 item 7: a login the upstream accepted starts a new session. Nothing of an earlier flow
 * (another account's status, phone, locks, a carried password key) survives it, and the server
 * replaces the CSRF cookie in the same answer. Called where a flow decision is applied; only the
 * first call after the login starts afresh, so the login's own decision is kept.
 */
export function startAfreshAfterLogin(scope: RequestScope | undefined, session: Session, now = Date.now()): void {
  if (!scope?.loggedIn || scope.sessionRotated) return;
  scope.sessionRotated = true;
  session.data = { issuedAt: now, ...(session.data.toasts ? { toasts: session.data.toasts } : {}) };
}
