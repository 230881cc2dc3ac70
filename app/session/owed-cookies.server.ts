import { commitSession, sessionCookieName, sessionFromCookies, type SessionData } from "./session.server";
import { readCookie } from "../security/cookies.server";
import { csrfCookie, csrfFor, newToken } from "../security/csrf.server";

/**
 * Cookies every answer owes: a session cookie on a first visit (design §5) and, on a page that carries
 * a form (`token.wanted`), this browser's anti-forgery token, bound to the session the browser holds
 * once the answer is applied (decision 177): the one the application wrote (`written`), else the one it
 * sent, else a new one written here. `rotate`: a new token whatever the browser held (a login). `known`:
 * the request's session when already read. Answers the cookies to add and the token to write into the page.
 */
export function owedCookies(
  cookieHeader: string | null | undefined,
  written: readonly string[],
  token: { wanted: boolean; rotate?: boolean },
  secure: boolean,
  known?: SessionData,
): { setCookies: string[]; token: string } {
  const setCookies: string[] = [];
  const name = sessionCookieName();
  const ownWrite = written.findLast((cookie) => cookie.startsWith(`${name}=`));
  const held = ownWrite === undefined && readCookie(cookieHeader ?? undefined, name) !== undefined;
  if (!token.wanted) {
    if (ownWrite === undefined && !held) setCookies.push(commitSession({}));
    return { setCookies, token: "" };
  }
  // The last session cookie of the answer is the one the browser keeps.
  let sid = ownWrite !== undefined ? sessionFromCookies(ownWrite).data.sid : held ? (known ?? sessionFromCookies(cookieHeader ?? undefined).data).sid : undefined;
  if (sid === undefined) {
    // None, or one worth nothing (forged, past its lifetime): a token needs a session to be bound to.
    const fresh: SessionData = {};
    setCookies.push(commitSession(fresh));
    sid = fresh.sid!;
  }
  const rotated = token.rotate ? newToken(sid) : null;
  const csrf = rotated ? { token: rotated, setCookie: csrfCookie(rotated, secure) } : csrfFor(cookieHeader ?? null, sid, secure);
  if (csrf.setCookie) setCookies.push(csrf.setCookie);
  return { setCookies, token: csrf.token };
}
