import { getConfig } from "../config.server";
import { now as clockNow } from "../clock.server";
import { ourCookieName, readCookie, SESSION_MAX_AGE_SECONDS } from "../security/cookies.server";
import { randomBytesFast } from "../security/random.server";
import { seal, unseal } from "./crypto.server";

/** `ar_session`, `__Host-ar_session` where cookies are Secure (decision 177). */
export function sessionCookieName(): string {
  return ourCookieName("ar_session");
}
/**
 * Issue 11 item 7: however often the cookie is re-sealed (each answer extends its Max-Age), a session
 * is worth nothing this long after it was issued; checked on every read.
 */
export const ABSOLUTE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type ToastSeverity = "info" | "success" | "error";
export type Toast = { message: string; severity: ToastSeverity; durationMs: number };

/** Screen-to-screen state of spec §3 ("navigation state objects"). */
export type NavigationState = {
  mobileCountryCode?: string;
  mobileNumber?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
};

export type SessionData = {
  /** Epoch milliseconds when this session was first sealed. */
  issuedAt?: number;
  /**
   * This session's identity, random, given when it is first sealed and again at login (a new session):
   * the anti-forgery token is bound to it (decision 177).
   */
  sid?: string;
  /** Numeric account status of spec §3. */
  status?: number;
  state?: NavigationState;
  /** Epoch milliseconds. */
  smsLockUntil?: number;
  /** The next confirmation e-mail of pending-operation/confirm-email. */
  emailLockUntil?: number;
  otpBlockedUntil?: number;
  emailOtpBlockedUntil?: number;
  temporaryBlockUntil?: number;
  /**
   * The ambiguous-login password's key in the secret store (design §7): the password itself never
   * reaches the browser, even sealed. `expiresAt` is the store's own deadline, kept to tell the screens.
   */
  pendingPassword?: { key: string; expiresAt: number };
  /** The thin registration's screen this browser was last sent to (decision 080). */
  thinStep?: string;
  toasts?: Toast[];
};

export type Session = { data: SessionData; existed: boolean };

export function hasSessionCookie(request: Request): boolean {
  return readCookie(request.headers.get("Cookie"), sessionCookieName()) !== undefined;
}

export function getSession(request: Request): Session {
  return sessionFromCookies(request.headers.get("Cookie"));
}

/** The session a Cookie header carries; the server's page cache reads it without a Request. */
export function sessionFromCookies(cookieHeader: string | null | undefined): Session {
  const raw = readCookie(cookieHeader, sessionCookieName());
  if (raw === undefined) return { data: {}, existed: false };
  const plain = unseal(raw, getConfig().sessionSecret);
  if (plain === null) return { data: {}, existed: true };
  try {
    const parsed: unknown = JSON.parse(plain);
    const data = typeof parsed === "object" && parsed !== null ? (parsed as SessionData) : {};
    const now = clockNow();
    // Past its absolute lifetime (or sealed before it had one, or an identity), a session starts again empty.
    if (typeof data.issuedAt !== "number" || data.issuedAt + ABSOLUTE_LIFETIME_MS <= now || data.issuedAt > now + 60_000 || typeof data.sid !== "string") {
      return { data: {}, existed: true };
    }
    // The ambiguous-login password's key never outlives its 10 minutes, whichever page is opened next;
    // a password sealed in the cookie by an earlier version is dropped, never used.
    const pending = data.pendingPassword as { key?: unknown; expiresAt: number } | undefined;
    if (pending && (typeof pending.key !== "string" || pending.expiresAt <= now)) delete data.pendingPassword;
    return { data, existed: true };
  } catch {
    return { data: {}, existed: true };
  }
}

/** A new session's identity: 16 random bytes. */
export function newSessionId(): string {
  return randomBytesFast(16).toString("base64url");
}

export function commitSession(session: Session | SessionData): string {
  const given = "data" in session && "existed" in session ? session.data : (session as SessionData);
  // Kept in the caller's data, so that sealing the same new session twice gives it one identity.
  given.sid ??= newSessionId();
  const data = given.issuedAt === undefined ? { issuedAt: clockNow(), ...given } : given;
  const config = getConfig();
  const attributes = [`Max-Age=${SESSION_MAX_AGE_SECONDS}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (config.appEnv !== "Dev") attributes.push("Secure");
  return [`${sessionCookieName()}=${seal(JSON.stringify(data), config.sessionSecret)}`, ...attributes].join("; ");
}

export function flash(session: Session, toast: Toast): void {
  session.data.toasts = [...(session.data.toasts ?? []), toast];
}
