import { href, redirect } from "react-router";
import type { FlowDecision } from "../flow/decide";
import type { AmbiguousState, NavigationState } from "../flow/navigation-state";
import { hrefOf } from "../flow/redirect";
import { now as clockNow } from "../clock.server";
import { lockAfterSend } from "../flow/locks";
import { keepsThinStep, thinStepOf } from "../flow/thin";
import type { RequestContext } from "../request-context";
import * as it from "../copy/it";
import { upstreamSessionExpired, type SessionAnswer } from "../flow/upstream-session";
import { allowedHref, leaveHref } from "../security/links.server";
import { putSecretWithRequest } from "../session/secret-store.server";
import { commitSession, flash, type Session, type SessionData, type Toast } from "../session/session.server";
import { urlOf } from "../request-url";

/** Design §4: the ambiguous-login password lives at most this long, on the server (design §7). */
const PENDING_PASSWORD_MS = 10 * 60 * 1000;

type Relayed = { setCookies: readonly string[] };

function isAmbiguous(state: NavigationState): state is AmbiguousState {
  return "password" in state;
}

/** Stores what a flow decision asks to remember: status, navigation state, locks, toast. */
export function rememberDecision(context: Pick<RequestContext, "pendingWrites">, session: Session, decision: FlowDecision, now = clockNow()): void {
  if (decision.status !== undefined) session.data.status = decision.status;
  // Another status (active, a login's) ends the thin registration in this browser: its screens close.
  if (decision.status !== undefined && !keepsThinStep(decision.status)) delete session.data.thinStep;
  if (decision.state) {
    if (isAmbiguous(decision.state)) {
      session.data.pendingPassword = { key: putSecretWithRequest(context, decision.state.password, PENDING_PASSWORD_MS), expiresAt: now + PENDING_PASSWORD_MS };
      session.data.state = { mobileNumber: decision.state.phoneNumber, mobileCountryCode: decision.state.phonePrefix };
    } else {
      session.data.state = decision.state;
    }
  }
  const locks = decision.locks ?? {};
  if (locks.smsDispatchUntil !== undefined) session.data.smsLockUntil = locks.smsDispatchUntil;
  if (locks.otpBlockedUntil !== undefined) session.data.otpBlockedUntil = locks.otpBlockedUntil;
  if (locks.emailOtpBlockedUntil !== undefined) session.data.emailOtpBlockedUntil = locks.emailOtpBlockedUntil;
  if (locks.temporaryBlockUntil !== undefined) session.data.temporaryBlockUntil = locks.temporaryBlockUntil;
  if (decision.toast) {
    flash(session, {
      message: decision.toast.message,
      severity: decision.toast.severity === "warning" ? "error" : decision.toast.severity,
      durationMs: decision.toast.durationMs,
    });
  }
}

/** A resend lock of the session: SMS, pending e-mail, and the thin registration's two codes. */
export type OtpLock = keyof Pick<SessionData, "smsLockUntil" | "emailLockUntil" | "otpBlockedUntil" | "emailOtpBlockedUntil">;

/**
 * What a screen asks the pipeline to remember with its answer, instead of writing the session itself
 * (issue 20 item 8): the pipeline is the one writer.
 */
export type StepEffects = {
  /** Where to go; absent, the flow's own answer stands. */
  href?: string | null;
  /** Navigation state for the next screen: replaces the current one, or is added to it with `mergeState`. */
  state?: NonNullable<SessionData["state"]>;
  mergeState?: boolean;
  /** A code was just sent on this channel: its resend lock starts (lockAfterSend). */
  sent?: OtpLock;
  toast?: Toast;
  /** The ambiguous login's carried password has been used (decision 041). */
  dropPendingPassword?: boolean;
};

/** Writes a screen's effects into the session; returns where they send the browser, if anywhere. */
export function rememberEffects(session: Session, effects: StepEffects, now: number): string | null | undefined {
  if (effects.state) session.data.state = effects.mergeState ? { ...session.data.state, ...effects.state } : effects.state;
  if (effects.sent) session.data[effects.sent] = lockAfterSend(session.data[effects.sent], now);
  if (effects.toast) flash(session, effects.toast);
  if (effects.dropPendingPassword) delete session.data.pendingPassword;
  return effects.href;
}

/**
 * The session remembers the thin registration's step each answer sends the browser to, from the flow
 * or from the screen itself, so that a screen opened out of order can send it there (decision 080).
 */
export function rememberDestination(session: Session, href: string | null): void {
  const step = href?.startsWith("/") ? thinStepOf(href) : null;
  if (step) session.data.thinStep = step;
}

/**
 * Where the decision sends the browser, or null. An outside URL is followed only when it passes the
 * redirect allow-list (design §7); a refused one counts as no redirect at all.
 */
export function decisionHref(decision: FlowDecision): string | null {
  if (!decision.redirect) return null;
  if ("external" in decision.redirect) return allowedHref(decision.redirect.external);
  return hrefOf(decision.redirect);
}

/** The response headers of an action: our session, and the upstream's cookies relayed. */
export function actionHeaders(session: Session | null, ...results: Relayed[]): Headers {
  const headers = new Headers();
  if (session) headers.append("Set-Cookie", commitSession(session));
  for (const result of results) for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Post/redirect/get: 303, so a reload never posts again. */
export function seeOther(href: string, headers?: Headers): never {
  throw redirect(href, { status: 303, headers });
}

/** Marks a network-error page as "our upstream did not answer" rather than "the browser could not reach us". */
export const SERVICE_CAUSE = { name: "cause", value: "service" } as const;

/**
 * An upstream session that expired while the customer was away (issue 25 item 3): the flow it carried
 * is over, so the customer goes where a screen without its state sends them (the login the query names,
 * decision 006), told why and what to do. Said once: the flow's status goes, so a screen opened again
 * leaves quietly.
 */
export function requireUpstreamSession(result: SessionAnswer & Partial<Relayed>, request: Request, session: Session): void {
  if (!upstreamSessionExpired(result, session.data.status !== undefined)) return;
  delete session.data.status;
  delete session.data.state;
  delete session.data.thinStep;
  flash(session, { message: it.flow.sessionExpired, severity: "error", durationMs: 10_000 });
  seeOther(leaveHref(request), actionHeaders(session, { setCookies: result.setCookies ?? [] }));
}

/**
 * An upstream that does not answer leads to the network-error page, query kept (DEVELOPERS.md), saying
 * that our service failed: the customer's connection worked, it reached us (issue 12, decision 092).
 */
export function requireReachable(result: { ok: boolean; error?: { kind: string } }, request: Request): void {
  if (result.ok || result.error?.kind !== "network") return;
  const query = new URLSearchParams(urlOf(request).search);
  query.set(SERVICE_CAUSE.name, SERVICE_CAUSE.value);
  seeOther(`${href("/feedback/network-error")}?${query}`);
}
