import type { RequestContext } from "../request-context";
import type { Session } from "./session.server";

/**
 * Issue 11 item 7: a login the upstream accepted (loginAccepted, app/flow/login.ts) starts a new
 * session. Nothing of an earlier flow (another account's status, phone, locks, a carried password key)
 * survives it, and the server replaces the CSRF cookie in the same answer, told by `context.loggedIn`.
 */
export function startAfreshAfterLogin(context: Pick<RequestContext, "loggedIn">, session: Session, now = Date.now()): void {
  // Once a request: a session already started afresh by this post keeps what was put in it since.
  if (context.loggedIn) return;
  context.loggedIn = true;
  session.data = { issuedAt: now, ...(session.data.toasts ? { toasts: session.data.toasts } : {}) };
}
