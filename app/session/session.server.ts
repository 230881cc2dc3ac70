import { getConfig } from "../config.server";
import { seal, unseal } from "./crypto.server";

export const SESSION_COOKIE = "ar_session";
const MAX_AGE_SECONDS = 60 * 60 * 24;

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
  /** The thin registration's screen this browser was last sent to (decision 080). */
  thinStep?: string;
  /** The ambiguous-login password: only inside this encrypted cookie, and only until it expires. */
  pendingPassword?: { value: string; expiresAt: number };
  toasts?: Toast[];
};

export type Session = { data: SessionData; existed: boolean };

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export function hasSessionCookie(request: Request): boolean {
  return readCookie(request.headers.get("Cookie"), SESSION_COOKIE) !== undefined;
}

export function getSession(request: Request): Session {
  const raw = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
  if (raw === undefined) return { data: {}, existed: false };
  const plain = unseal(raw, getConfig().sessionSecret);
  if (plain === null) return { data: {}, existed: true };
  try {
    const parsed: unknown = JSON.parse(plain);
    const data = typeof parsed === "object" && parsed !== null ? (parsed as SessionData) : {};
    // The ambiguous-login password never outlives its 10 minutes, whichever page is opened next.
    if (data.pendingPassword && data.pendingPassword.expiresAt <= Date.now()) delete data.pendingPassword;
    return { data, existed: true };
  } catch {
    return { data: {}, existed: true };
  }
}

export function commitSession(session: Session | SessionData): string {
  const data = "data" in session && "existed" in session ? session.data : (session as SessionData);
  const config = getConfig();
  const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (config.appEnv !== "Dev") attributes.push("Secure");
  return [`${SESSION_COOKIE}=${seal(JSON.stringify(data), config.sessionSecret)}`, ...attributes].join("; ");
}

export function flash(session: Session, toast: Toast): void {
  session.data.toasts = [...(session.data.toasts ?? []), toast];
}
