import { describe, expect, it } from "vitest";
import { getConfig } from "../../../app/config.server";
import { AccountStatus } from "../../../app/flow/account-status";
import { ourCookieName } from "../../../app/security/cookies.server";
import { csrfFor, isOurToken, newToken, RENEW_WITHIN_SECONDS, TOKEN_LENGTH, TOKEN_LIFETIME_SECONDS } from "../../../app/security/csrf.server";
import { seal } from "../../../app/session/crypto.server";
import { startAfreshAfterLogin } from "../../../app/session/rotation.server";
import { commitSession, getSession, type Session } from "../../../app/session/session.server";

const NOW = Date.parse("2026-11-28T10:00:00Z");
const requestWith = (setCookie: string) => new Request("http://localhost/", { headers: { Cookie: setCookie.split(";", 1)[0]! } });

/** Decision 177: the anti-forgery token is bound to one session and has a lifetime. */
describe("the anti-forgery token", () => {
  it("is one fixed length, so kept pages can be filled in place", () => {
    expect(newToken("sid-a", NOW)).toHaveLength(TOKEN_LENGTH);
  });

  it("is good for the session it was made for, and for no other", () => {
    const token = newToken("sid-a", NOW);
    expect(isOurToken(token, "sid-a", NOW)).toBe(true);
    expect(isOurToken(token, "sid-b", NOW)).toBe(false);
    expect(isOurToken(token, undefined, NOW)).toBe(false);
  });

  it("runs out after its lifetime", () => {
    const token = newToken("sid-a", NOW);
    expect(isOurToken(token, "sid-a", NOW + (TOKEN_LIFETIME_SECONDS - 1) * 1000)).toBe(true);
    expect(isOurToken(token, "sid-a", NOW + TOKEN_LIFETIME_SECONDS * 1000)).toBe(false);
  });

  it("is refused with its expiry changed, signed with another secret, or in another shape", () => {
    const token = newToken("sid-a", NOW);
    const later = `${token.slice(0, 23)}${String(Number(token.slice(23, 33)) + 3600)}${token.slice(33)}`;
    expect(isOurToken(later, "sid-a", NOW)).toBe(false);
    expect(isOurToken(newToken("sid-a", NOW, "another-secret-another-secret-another"), "sid-a", NOW)).toBe(false);
    expect(isOurToken(`${token} `, "sid-a", NOW)).toBe(false);
    expect(isOurToken(token.replace(".", "-"), "sid-a", NOW)).toBe(false);
  });

  it("is kept while more than an hour is left, and replaced after", () => {
    const token = newToken("sid-a", NOW);
    const cookie = `${ourCookieName("ar_csrf")}=${token}`;
    expect(csrfFor(cookie, "sid-a", false, NOW + (TOKEN_LIFETIME_SECONDS - RENEW_WITHIN_SECONDS - 1) * 1000)).toEqual({ token, setCookie: null });
    const renewed = csrfFor(cookie, "sid-a", false, NOW + (TOKEN_LIFETIME_SECONDS - RENEW_WITHIN_SECONDS + 1) * 1000);
    expect(renewed.token).not.toBe(token);
    expect(renewed.setCookie).toMatch(new RegExp(`^ar_csrf=${renewed.token}; Max-Age=${TOKEN_LIFETIME_SECONDS}; Path=/; HttpOnly; SameSite=Lax$`));
  });

  it("made for another session is replaced on the next page, not kept", () => {
    const cookie = `ar_csrf=${newToken("sid-a", NOW)}`;
    const other = csrfFor(cookie, "sid-b", true, NOW);
    expect(isOurToken(other.token, "sid-b", NOW)).toBe(true);
    expect(other.setCookie).toMatch(/; Secure$/);
  });
});

describe("the session's identity, which the token is bound to", () => {
  it("is given when a session is first sealed and kept by every later seal", () => {
    const first = getSession(requestWith(commitSession({})));
    expect(first.data.sid).toMatch(/^[\w-]{22}$/);
    expect(getSession(requestWith(commitSession(first))).data.sid).toBe(first.data.sid);
  });

  it("is new after a login", () => {
    const session: Session = getSession(requestWith(commitSession({})));
    const before = session.data.sid;
    startAfreshAfterLogin({}, session, Date.now());
    expect(getSession(requestWith(commitSession(session))).data.sid).not.toBe(before);
  });

  it("missing (a session sealed before it existed), the session is not trusted", () => {
    const sealed = seal(JSON.stringify({ issuedAt: Date.now(), status: AccountStatus.active }), getConfig().sessionSecret);
    expect(getSession(requestWith(`ar_session=${sealed}`)).data).toEqual({});
  });
});

describe("our cookies' names (decision 177)", () => {
  it.each([
    ["Dev", "ar_session"],
    ["Test", "ar_session"],
    ["Cld", "__Host-ar_session"],
    ["Prod", "__Host-ar_session"],
  ])("in %s: %s", (appEnv, name) => {
    expect(ourCookieName("ar_session", appEnv)).toBe(name);
  });
});
