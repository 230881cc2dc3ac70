import type { Request, Response } from "express";
import type { Account } from "./accounts";
import { actionFields, findAccountById, pendingAction } from "./accounts";
import { resolveClientRedirect } from "./clients";
import type { Context } from "./context";
import type { Fields } from "./dialect";
import { sendActionRequired, sendFailure, sendMissingSession, sendSuccess, wireDate } from "./dialect";
import { callerLanguageOf, type CallerLanguage } from "./culture";
import { messagesIn, writeOutbox } from "./outbox";
import type { OtpFlow, SendResult } from "./otp";
import { issueCode } from "./otp";
import type { Session } from "./sessions";
import { loadSession, saveSession } from "./sessions";
import type { Phone } from "./validation";
import { phoneTarget } from "./validation";

export async function sendPhoneCode(ctx: Context, account: Account, phone: Phone, flow: OtpFlow, language: CallerLanguage): Promise<SendResult> {
  const messages = messagesIn[language];
  const target = phoneTarget(phone);
  const result = await issueCode(ctx, { accountId: account.id, flow, channel: "sms", target });
  if (result.kind === "sent") await writeOutbox(ctx.db, { channel: "sms", to: target, body: messages.smsCode(result.code, ctx.webOtpHost) }, ctx.now());
  return result;
}

/**
 * Absolute, under the API's configured public address (issue 25 item 7): a mail program has no page
 * to resolve a relative link against.
 */
export function confirmEmailLink(publicUrl: string, accountId: number, code: string): string {
  return new URL(`v2/Account/ConfirmEmailLink?account=${accountId}&code=${code}`, publicUrl).href;
}

export async function sendEmailCode(ctx: Context, account: Account, email: string, flow: OtpFlow, language: CallerLanguage): Promise<SendResult> {
  const messages = messagesIn[language];
  const result = await issueCode(ctx, { accountId: account.id, flow, channel: "email", target: email });
  if (result.kind === "sent") {
    await writeOutbox(
      ctx.db,
      {
        channel: "email",
        to: email,
        subject: messages.emailCodeSubject,
        body: messages.emailCode(result.code, flow === "confirm-email" ? confirmEmailLink(ctx.publicUrl, account.id, result.code) : undefined),
      },
      ctx.now(),
    );
  }
  return result;
}

/** The answer fields that describe a send, under the names of the channel (spec §3, §7). */
export function sendFields(result: SendResult, channel: "sms" | "email"): Fields {
  const blockedUntilField = channel === "sms" ? "OTPRequestBlockedUntil" : "OTPEmailRequestBlockedUntil";
  if (result.kind === "blocked") return { [blockedUntilField]: wireDate(result.blockedUntil), OTPRequestRemaining: 0 };
  return {
    [blockedUntilField]: wireDate(result.nextSendAt),
    OTPRequestRemaining: result.remaining,
    IsOTPGenerated: result.kind === "sent",
  };
}

export function sendOtpBlocked(res: Response, result: { blockedUntil: Date }, channel: "sms" | "email", fields: Fields = {}): void {
  const field = channel === "sms" ? "OTPRequestBlockedUntil" : "OTPEmailRequestBlockedUntil";
  sendFailure(res, "OTP_REQUEST_BLOCKED", "Troppe richieste o tentativi: utente temporaneamente bloccato", {
    ...fields,
    [field]: wireDate(result.blockedUntil),
  });
}

export function sendTooEarly(res: Response, result: { nextSendAt: Date }, channel: "sms" | "email", now: Date): void {
  const seconds = Math.max(1, Math.ceil((result.nextSendAt.getTime() - now.getTime()) / 1000));
  const field = channel === "sms" ? "OTPRequestBlockedUntil" : "OTPEmailRequestBlockedUntil";
  sendFailure(res, "ERR", `Attendi prima di richiedere un nuovo codice (circa ${seconds} secondi)`, {
    [field]: wireDate(result.nextSendAt),
  });
}

/** Loads the cookie session and its account, or answers 401 and returns undefined. */
export async function requireSession(
  ctx: Context,
  req: Request,
  res: Response,
): Promise<{ session: Session; account: Account } | undefined> {
  const session = await loadSession(ctx, req);
  const account = session && (await findAccountById(ctx.db, session.accountId));
  if (!session || !account) {
    sendMissingSession(res);
    return undefined;
  }
  return { session, account };
}

/**
 * The single place that decides what an account that has just logged in, or has just resolved
 * one pending action, is told next: the next action it owes (sending its code when the action
 * is a confirmation), or success with the client's redirect.
 */
export async function respondToAccountState(
  ctx: Context,
  res: Response,
  account: Account,
  session: Session,
): Promise<void> {
  const action = await pendingAction(ctx.db, account);
  if (!action) {
    session.kind = "auth";
    delete session.data.thin;
    delete session.data.cellChange;
    await saveSession(ctx, session);
    const redirect = resolveClientRedirect(ctx.clientRedirects, session.data.loginClient, session.data.loginRedirect);
    sendSuccess(res, { UrlRedirect: redirect.ok ? redirect.url : undefined });
    return;
  }
  session.kind = "pending";
  await saveSession(ctx, session);
  const fields = actionFields(account, action);
  if (action === "needConfirmPhone" && account.prefix && account.mobile) {
    const sent = await sendPhoneCode(ctx, account, { prefix: account.prefix, mobile: account.mobile }, "confirm-phone", callerLanguageOf(res));
    if (sent.kind === "blocked") return sendOtpBlocked(res, sent, "sms", fields);
    Object.assign(fields, sendFields(sent, "sms"));
  }
  if (action === "needConfirmEmail" && account.email) {
    const sent = await sendEmailCode(ctx, account, account.email, "confirm-email", callerLanguageOf(res));
    Object.assign(fields, sendFields(sent, "email"));
  }
  delete fields.IsOTPGenerated;
  sendActionRequired(res, action, fields);
}

/** For a call made out of turn: tells the client which action the account actually owes. */
export async function answerOwedAction(ctx: Context, res: Response, account: Account, session: Session): Promise<void> {
  const action = await pendingAction(ctx.db, account);
  if (!action) {
    sendFailure(res, "ERR", "Nessuna operazione in sospeso per questo account");
    return;
  }
  await respondToAccountState(ctx, res, account, session);
}
