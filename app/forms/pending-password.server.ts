import { redirect } from "react-router";
import { AccountStatus } from "../flow/account-status";
import { leaveHref, requireStatus } from "../session/guards.server";
import { putSecret, takeSecret } from "../session/secret-store.server";
import { commitSession, type Session } from "../session/session.server";

export type PendingLogin = { session: Session; password: string };

/**
 * pending-operation/email-selection opens only after an ambiguous login whose password is still kept
 * (design §4: at most 10 minutes). Otherwise the same way out as the account guards: back to the login
 * the query names, else feedback/generic-error (decision 006). An expired password is dropped on the way,
 * so it does not linger in the cookie.
 */
export function requirePendingLogin(request: Request, now = Date.now()): { session: Session } {
  const session = requireStatus(request, AccountStatus.ambiguous);
  const pending = session.data.pendingPassword;
  if (pending && pending.expiresAt > now) return { session };
  delete session.data.pendingPassword;
  throw redirect(leaveHref(request), { headers: { "Set-Cookie": commitSession(session) } });
}

/**
 * The action's way in: the password is taken from the secret store, which deletes it, so a replayed
 * cookie finds nothing (issue 11 item 7). It is stored again under a new key with what is left of its
 * 10 minutes, for decision 041's corrected e-mail; an action that ends the flow drops that key from
 * the session, and the store forgets it at its deadline.
 */
export async function takePendingLogin(request: Request, now = Date.now()): Promise<PendingLogin> {
  const { session } = requirePendingLogin(request, now);
  const pending = session.data.pendingPassword!;
  const password = await takeSecret(pending.key);
  if (password === null) {
    delete session.data.pendingPassword;
    throw redirect(leaveHref(request), { status: 303, headers: { "Set-Cookie": commitSession(session) } });
  }
  session.data.pendingPassword = { key: await putSecret(password, pending.expiresAt - now), expiresAt: pending.expiresAt };
  return { session, password };
}

