import { commitSession, hasSessionCookie, SESSION_COOKIE } from "./session.server";

/**
 * Every response to a browser without our cookie sets it, so that its next post proves cookies work
 * (design §5) without an extra redirect on the first visit.
 */
export function ensureSessionCookie(request: Request, headers: Headers): void {
  if (hasSessionCookie(request)) return;
  if (headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))) return;
  headers.append("Set-Cookie", commitSession({}));
}
