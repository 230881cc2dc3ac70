import { now as clockNow } from "../clock.server";
import { redirect } from "react-router";
import { leaveHref } from "../security/links.server";
import { requirePendingLogin } from "./guards.server";
import { putSecret, takeSecret } from "./secret-store.server";
import { commitSession, type Session } from "./session.server";

export type TakenPendingLogin = { session: Session; password: string };

/**
 * email-selection's action guard: the ambiguous-login password is taken from the secret store, which
 * deletes it, so a replayed cookie finds nothing (issue 11 item 7). It is stored again under a new key
 * with what is left of its 10 minutes, for decision 041's corrected e-mail; an action that ends the
 * flow drops that key from the session, and the store forgets it at its deadline.
 */
export async function takePendingLogin(request: Request, now = clockNow()): Promise<TakenPendingLogin> {
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
