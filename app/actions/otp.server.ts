import { data } from "react-router";
import type { z } from "zod";
import { formatTime } from "../copy/format";
import { now as clockNow } from "../clock.server";
import { codeRejected, security } from "../copy/it";
import { decide } from "../flow/decide";
import type { FlowErrorBody } from "../flow/outcome";
import { lockAfterSend, secondsLeft } from "../flow/locks";
import { toQuery } from "../flow/query";
import { OtpIntent, otpCodeSchema } from "../forms/otp-schema";
import { contextOf, type RouteArgs } from "../request-context";
import { flash, getSession, type Session } from "../session/session.server";
import type { UpstreamResult } from "../upstream/client.server";
import type { CallName } from "../upstream/endpoints.server";
import { upstream } from "../upstream/instance.server";
import { upstreamContext } from "../upstream/request-context.server";
import { actionHeaders, decisionHref, rememberDecision, rememberDestination, requireReachable, requireUpstreamSession, seeOther, type OtpLock, type StepEffects } from "./answer.server";
import { expiredReply, openProtectedForm } from "./gate.server";
import { meteredUpstream } from "./metered.server";
import { step, type StepInput, type StepMessages } from "./step.server";
import { urlOf } from "../request-url";


type CodeValues = z.output<typeof otpCodeSchema>;
type ResendInput = Omit<StepInput<undefined, object>, "values" | "guarded">;

/**
 * One code channel of the OTP kit: how a code is confirmed and a new one sent, where the lock lives,
 * and what the screen says. confirm-mobile (SMS), confirm-email (e-mail), the migration's
 * confirm-mobile and the thin registration's screens all describe themselves this way.
 */
export type OtpChannel<C extends CallName, R extends CallName> = {
  lock: OtpLock;
  confirm: (input: StepInput<CodeValues, object>) => Promise<UpstreamResult<C>>;
  resend: (input: ResendInput) => Promise<UpstreamResult<R>>;
  /** Where a confirmed code goes when the flow names nowhere (e.g. the sign-up success page). */
  confirmedHref?: (input: StepInput<CodeValues, object>) => string | StepEffects | null;
  messages: {
    code: StepMessages;
    sent: string;
    tooEarly: (seconds: number) => string;
    /** Said instead of `sent` when the upstream answers that it generated no code (IsOTPGenerated false). */
    notSent?: string;
    /**
     * Said, as an error toast, when the upstream refuses a resend with a code of its own (not a block nor
     * an action owed). Without it such a refusal counts as sent: pending confirm-email's "go on" call
     * answers needConfirmEmail while it sends the e-mail again (decision 044).
     */
    resendFailed?: string;
    /** The same, as the clock time when a new code may be asked for (HH:mm, spec §9); preferred when set. */
    tooEarlyAt?: (time: string) => string;
  };
};

/**
 * What a code screen's loader hands its resend form: the lock, as an instant, as seconds left and as
 * the clock time it ends. The time is written here: a phone then never builds a time-zone formatter
 * to hydrate a sentence the server has already written (issue 46).
 */
export function otpLockOf(session: Session, lock: OtpLock, now = clockNow()) {
  const until = session.data[lock] ?? 0;
  return { lockUntil: until, lockSecondsLeft: secondsLeft(until, now), lockUntilTime: formatTime(until) };
}

/**
 * An upstream that refuses a send as too early names when it will accept one; keeping that as our own
 * lock makes the countdown and the next refusal tell the truth (design §5).
 */
function adoptUpstreamLock(session: Session, lock: OtpLock, body: Record<string, unknown> | undefined, now: number): void {
  for (const field of ["OTPRequestBlockedUntil", "OTPEmailRequestBlockedUntil"]) {
    const value = body?.[field];
    const until = value instanceof Date ? value.getTime() : undefined;
    if (until !== undefined && until > now && until > (session.data[lock] ?? 0)) session.data[lock] = until;
  }
}

/**
 * A new code (spec §4, §9): an early press is refused here with the time left, before the upstream is
 * asked (design §5: without JavaScript the button always posts). Every other answer is a redirect back
 * to the screen, so the flash toast shows in both modes (post/redirect/get); a send starts the 60 s lock.
 */
async function resend<C extends CallName, R extends CallName>(
  args: RouteArgs,
  form: FormData,
  channel: OtpChannel<C, R>,
  respectLock: boolean,
  guarded?: Session,
) {
  const { request } = args;
  const context = contextOf(args.context);
  const url = urlOf(request);
  const now = clockNow();
  const session = guarded ?? getSession(request);
  const wait = secondsLeft(session.data[channel.lock], now);
  if (respectLock && wait > 0) {
    // Issue 12: an early press is told when, as a clock time that never looks stuck, not scolded.
    const until = session.data[channel.lock] ?? now;
    const { tooEarly, tooEarlyAt } = channel.messages;
    return data({ intent: OtpIntent.resend, resendMessage: tooEarlyAt ? tooEarlyAt(formatTime(until)) : tooEarly(wait) });
  }

  const query = toQuery(url.searchParams);
  const input: ResendInput = { request, form, url, query, now, session, upstream: meteredUpstream(upstream(), context, session), context: upstreamContext(args, form) };
  const result = await channel.resend(input);
  requireReachable(result, request);
  requireUpstreamSession(result, request, session);
  const decision = decide(result, { route: url.pathname, query, now });
  rememberDecision(context, session, decision, now);
  const body = result.ok ? undefined : "body" in result.error ? (result.error.body as Record<string, unknown> | undefined) : undefined;
  if (!result.ok && !decision.redirect) adoptUpstreamLock(session, channel.lock, body, now);
  const failed = channel.messages.resendFailed !== undefined && !result.ok && decision.propagate !== undefined;
  // No toast and no redirect: sent, or an answer that counts as sent (spec §7: needConfirmPhone).
  const sent = !decision.toast && !decision.redirect && !failed;
  if (failed) flash(session, { message: channel.messages.resendFailed!, severity: "error", durationMs: 10_000 });
  if (sent) {
    session.data[channel.lock] = lockAfterSend(session.data[channel.lock], now);
    const generated = !result.ok || (result.data as { IsOTPGenerated?: unknown }).IsOTPGenerated !== false;
    const message = generated ? channel.messages.sent : (channel.messages.notSent ?? channel.messages.sent);
    flash(session, { message, severity: "success", durationMs: 5000 });
  }
  const href = decisionHref(decision);
  rememberDestination(session, href);
  seeOther(href ?? `${url.pathname}${url.search}`, actionHeaders(session, result));
}

/** A wrong code with the attempts the upstream says are left, in our words ("resta 1 tentativo"). */
function attemptsLeft(body: FlowErrorBody): { field: string; message: string } | null {
  const left = body.AvailableAttempts;
  return typeof left === "number" ? { field: "code", message: codeRejected(left) } : null;
}

/** Every code screen counts the attempts left in our words (issue 12), unless its channel says otherwise. */
function withAttempts(messages: StepMessages): StepMessages {
  return messages.fromBody ? messages : { ...messages, fromBody: attemptsLeft };
}

/**
 * The action of every code screen: the code form (intent "confirm") runs as a step; "Invia di nuovo"
 * (intent "resend") asks for a new code under the lock; "continue" asks the same call without the lock
 * (confirm-email: "I opened the link").
 */
export async function otpAction<C extends CallName, R extends CallName>(args: RouteArgs, channel: OtpChannel<C, R>, guard?: (request: Request) => Session) {
  const opened = await openProtectedForm(args);
  const { form } = opened;
  const intent = form.get("intent");
  // An expired form (decision 138), before the guard or the upstream: said where its button is.
  if (opened.expired && (intent === OtpIntent.resend || intent === OtpIntent.continue)) {
    return data({ intent: OtpIntent.resend, resendMessage: security.expiredForm }, { status: 403 });
  }
  if (opened.expired) {
    const reply = expiredReply(form);
    return data({ intent: OtpIntent.confirm, ...reply.data }, { status: reply.init?.status });
  }
  // The screen's guard, once, after the gate, for every intent.
  const guarded = guard?.(args.request);
  if (intent === OtpIntent.resend || intent === OtpIntent.continue) return resend(args, form, channel, intent === OtpIntent.resend, guarded);
  const reply = await step(
    args,
    {
      schema: otpCodeSchema,
      guard: guarded ? () => ({ session: guarded }) : undefined,
      call: channel.confirm,
      next: (input, { result, href }) => href ?? (result.ok ? (channel.confirmedHref?.(input) ?? null) : null),
      messages: withAttempts(channel.messages.code),
    },
    opened,
  );
  return data({ intent: OtpIntent.confirm, ...reply.data }, { status: reply.init?.status, headers: reply.init?.headers });
}
