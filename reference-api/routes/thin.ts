import type { Request, Response, Router } from "express";
import type { Account } from "../accounts";
import { CODE_MESSAGES, checkEmailAvailable, findAccountById, findAccountsByPhone, updateAccount } from "../accounts";
import { respondToAccountState, sendEmailCode, sendFields, sendOtpBlocked, sendPhoneCode } from "../account-flow";
import { callerLanguageOf } from "../culture";
import { readBody, text, z } from "../body";
import type { Context } from "../context";
import type { ActionRequired, Fields } from "../dialect";
import { sendActionRequired, sendFailure, sendMissingSession, sendSuccess, sendValidationError, wireDate } from "../dialect";
import type { OtpRequest } from "../otp";
import { nextSendAt, normalizeCode, verifyCode } from "../otp";
import { hashPassword, isStrongPassword, PASSWORD_RULE_MESSAGE } from "../passwords";
import { checkRecaptcha } from "../recaptcha";
import type { Session, SessionData, ThinStep } from "../sessions";
import { loadSession, saveSession, startSession } from "../sessions";
import type { Phone } from "../validation";
import { normalizeEmail, parsePhone, phoneTarget } from "../validation";

const STEP_ACTIONS: Record<ThinStep, ActionRequired> = {
  checkPhone: "needThinRegistrationCheckPhone",
  confirmPhone: "needThinRegistrationConfirmPhone",
  validateEmail: "needThinRegistrationValidateEmail",
  confirmEmail: "needThinRegistrationConfirmEmail",
  getPassword: "needThinRegistrationGetPassword",
};

type Thin = NonNullable<SessionData["thin"]>;
type ThinContext = { session: Session; account: Account; thin: Thin; phone: Phone };

function accountPhone(account: Account): Phone {
  return { prefix: account.prefix ?? "+39", mobile: account.mobile ?? "" };
}

async function stepFields(ctx: Context, account: Account, thin: Thin): Promise<Fields> {
  const fields: Fields = {
    PhonePrefix: account.prefix ?? undefined,
    PhoneNumber: account.mobile ?? undefined,
    Email: thin.email,
    Name: thin.name ?? account.name ?? undefined,
    Surname: thin.surname ?? account.surname ?? undefined,
  };
  if (thin.step === "confirmPhone") {
    const next = await nextSendAt(ctx, account.id, "sms");
    if (next) fields.OTPRequestBlockedUntil = wireDate(next);
  }
  if (thin.step === "confirmEmail") {
    const next = await nextSendAt(ctx, account.id, "email");
    if (next) fields.OTPEmailRequestBlockedUntil = wireDate(next);
  }
  return fields;
}

/**
 * Tells a thin registration where it stands. A browser that already holds the thin session of
 * this account resumes at its step; any other starts again from the phone check, so a stranger
 * typing the same mobile learns nothing about what the owner has done so far.
 */
export async function answerThinStep(
  ctx: Context,
  req: Request,
  res: Response,
  account: Account,
  start: { email?: string; name?: string; surname?: string; loginClient?: string; loginRedirect?: string },
): Promise<void> {
  const existing = await loadSession(ctx, req);
  let session: Session;
  if (existing?.kind === "thin" && existing.accountId === account.id && existing.data.thin) {
    session = existing;
  } else {
    const { loginClient, loginRedirect, ...names } = start;
    session = await startSession(ctx, req, res, "thin", account.id, {
      ...(loginClient && loginRedirect ? { loginClient, loginRedirect } : {}),
      thin: { step: "checkPhone", ...names },
    });
  }
  const thin = session.data.thin as Thin;
  sendActionRequired(res, STEP_ACTIONS[thin.step], await stepFields(ctx, account, thin));
}

async function requireThin(ctx: Context, req: Request, res: Response, steps: ThinStep[]): Promise<ThinContext | undefined> {
  const session = await loadSession(ctx, req);
  const account = session?.kind === "thin" ? await findAccountById(ctx.db, session.accountId) : undefined;
  const thin = session?.data.thin;
  if (!session || !account || account.status !== "thin" || !thin) {
    sendMissingSession(res);
    return undefined;
  }
  if (!steps.includes(thin.step)) {
    sendActionRequired(res, STEP_ACTIONS[thin.step], await stepFields(ctx, account, thin));
    return undefined;
  }
  return { session, account, thin, phone: accountPhone(account) };
}

async function sendThinPhoneCode(ctx: Context, res: Response, { session, account, thin, phone }: ThinContext): Promise<void> {
  const sent = await sendPhoneCode(ctx, account, phone, "thin-phone", callerLanguageOf(res));
  if (sent.kind === "blocked") return sendOtpBlocked(res, sent, "sms", { IsOTPGenerated: false, OTPRequestRemaining: 0 });
  thin.step = "confirmPhone";
  await saveSession(ctx, session);
  sendSuccess(res, { ...sendFields(sent, "sms"), PhonePrefix: phone.prefix, PhoneNumber: phone.mobile });
}

async function sendThinEmailCode(ctx: Context, res: Response, { session, account, thin }: ThinContext, email: string) {
  const sent = await sendEmailCode(ctx, account, email, "thin-email", callerLanguageOf(res));
  if (sent.kind === "blocked") return sendOtpBlocked(res, sent, "email", { IsOTPGenerated: false, OTPRequestRemaining: 0 });
  thin.step = "confirmEmail";
  thin.email = email;
  await saveSession(ctx, session);
  sendSuccess(res, { ...sendFields(sent, "email"), Email: email });
}

/**
 * Thin flows answer a wrong or blocked code on the screen itself (AttemptBlockedUntil), unlike
 * the pending phone confirmation, whose block leads to the temporary-block page (decision 002).
 */
async function confirmThinCode(
  ctx: Context,
  req: Request,
  res: Response,
  thinContext: ThinContext,
  request: OtpRequest,
  nextStep: ThinStep,
): Promise<void> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const code = normalizeCode(body.OTPCode);
  if (!code) {
    sendValidationError(res, { OTPCode: { Code: "NOV", Message: "Il codice è composto da 6 cifre" } });
    return;
  }
  const result = await verifyCode(ctx, request, code);
  switch (result.kind) {
    case "ok":
      thinContext.thin.step = nextStep;
      await saveSession(ctx, thinContext.session);
      return sendSuccess(res, { IsOTPVerified: true });
    case "wrong":
      return sendFailure(res, "NOV", `Codice non valido: restano ${result.remaining} tentativi`, {
        IsOTPVerified: false,
        AvailableAttempts: result.remaining,
      });
    case "expired":
      return sendFailure(res, "NOV", "Codice scaduto: richiedine uno nuovo", { IsOTPVerified: false });
    case "blocked":
      return sendFailure(res, "NOV", "Troppi tentativi errati: riprova più tardi", {
        IsOTPVerified: false,
        AvailableAttempts: 0,
        AttemptBlockedUntil: wireDate(result.blockedUntil),
      });
  }
}

const CheckPhoneBody = z.object({
  Phone: z.object({ PhonePrefixes: text(8), PhonePrefix: text(8), PhoneNumber: text(32) }).nullish(),
  LoginClient: text(100),
  LoginRedirect: text(2048),
});
const CodeBody = z.object({ OTPCode: z.union([z.string().max(20), z.number()]).nullish() });
const EmailBody = z.object({ Email: text(254) });
const PasswordBody = z.object({ Password: text(128) });

export function thinRoutes(router: Router, ctx: Context): void {
  router.post("/v2/SignUp/Thin/CheckPhone", async (req, res) => {
    const body = readBody(req, res, CheckPhoneBody);
    if (!body) return;
    if (!(await checkRecaptcha(ctx, req))) {
      return sendFailure(res, "INVALID_RECAPTCHA", "Verifica reCAPTCHA non superata", {}, 400);
    }
    const phone = parsePhone(body.Phone?.PhonePrefixes ?? body.Phone?.PhonePrefix, body.Phone?.PhoneNumber);
    if (!phone) return sendValidationError(res, { Phone: { Code: "NOV", Message: CODE_MESSAGES.MOBILE_NOV ?? "" } });
    const owners = await findAccountsByPhone(ctx.db, phone);
    const account = owners.find((owner) => owner.status === "thin");
    if (!account) {
      if (owners.length > 0) return sendFailure(res, "ERR_ACCOUNT_ALREADY_EXISTS", "Il numero è già associato a un account");
      return sendFailure(res, "ACCOUNT_NOT_FOUND", "Nessuna registrazione da completare per questo numero");
    }
    let session = await loadSession(ctx, req);
    if (session?.kind !== "thin" || session.accountId !== account.id || !session.data.thin) {
      session = await startSession(ctx, req, res, "thin", account.id, { thin: { step: "checkPhone" } });
    }
    if (body.LoginClient && body.LoginRedirect) {
      session.data.loginClient = body.LoginClient;
      session.data.loginRedirect = body.LoginRedirect;
    }
    const thin = session.data.thin as Thin;
    if (thin.step !== "checkPhone" && thin.step !== "confirmPhone") {
      return sendActionRequired(res, STEP_ACTIONS[thin.step], await stepFields(ctx, account, thin));
    }
    await sendThinPhoneCode(ctx, res, { session, account, thin, phone });
  });

  router.post("/v2/SignUp/Thin/ResendPhoneOTP", async (req, res) => {
    const thin = await requireThin(ctx, req, res, ["confirmPhone"]);
    if (thin) await sendThinPhoneCode(ctx, res, thin);
  });

  router.post("/v2/Signup/Thin/ConfirmPhoneOTP", async (req, res) => {
    if (!readBody(req, res, CodeBody)) return;
    const thin = await requireThin(ctx, req, res, ["confirmPhone"]);
    if (!thin) return;
    const request: OtpRequest = { accountId: thin.account.id, flow: "thin-phone", channel: "sms", target: phoneTarget(thin.phone) };
    await confirmThinCode(ctx, req, res, thin, request, "validateEmail");
  });

  router.post("/v2/SignUp/Thin/CheckEmail", async (req, res) => {
    const body = readBody(req, res, EmailBody);
    if (!body) return;
    const thin = await requireThin(ctx, req, res, ["validateEmail", "confirmEmail"]);
    if (!thin) return;
    const email = normalizeEmail(body.Email ?? "");
    const verdict = await checkEmailAvailable(ctx.db, email);
    if (verdict) return sendFailure(res, verdict, CODE_MESSAGES[verdict === "NOV" ? "EMAIL_NOV" : verdict] ?? "");
    await sendThinEmailCode(ctx, res, thin, email);
  });

  router.post("/v2/SignUp/Thin/ResendEmailOTP", async (req, res) => {
    const thin = await requireThin(ctx, req, res, ["confirmEmail"]);
    if (thin) await sendThinEmailCode(ctx, res, thin, thin.thin.email ?? "");
  });

  router.post("/v2/SignUp/Thin/ConfirmEmailOTP", async (req, res) => {
    if (!readBody(req, res, CodeBody)) return;
    const thin = await requireThin(ctx, req, res, ["confirmEmail"]);
    if (!thin) return;
    const request: OtpRequest = { accountId: thin.account.id, flow: "thin-email", channel: "email", target: thin.thin.email ?? "" };
    await confirmThinCode(ctx, req, res, thin, request, "getPassword");
  });

  router.post("/v2/SignUp/Thin/CompleteRegistration", async (req, res) => {
    const body = readBody(req, res, PasswordBody);
    if (!body) return;
    const thin = await requireThin(ctx, req, res, ["getPassword"]);
    if (!thin) return;
    if (!body.Password || !isStrongPassword(body.Password)) {
      return sendValidationError(res, { Password: { Code: "NOV", Message: PASSWORD_RULE_MESSAGE } });
    }
    const email = thin.thin.email ?? "";
    // The address was free when its code was sent; someone may have taken it since.
    const verdict = await checkEmailAvailable(ctx.db, email);
    if (verdict) return sendFailure(res, verdict, CODE_MESSAGES[verdict === "NOV" ? "EMAIL_NOV" : verdict] ?? "");
    await updateAccount(
      ctx.db,
      thin.account.id,
      {
        status: "active",
        email,
        passwordHash: await hashPassword(body.Password),
        name: thin.thin.name ?? thin.account.name,
        surname: thin.thin.surname ?? thin.account.surname,
        phoneConfirmed: true,
        emailConfirmed: true,
      },
      ctx.now(),
    );
    const account = await findAccountById(ctx.db, thin.account.id);
    if (account) await respondToAccountState(ctx, res, account, thin.session);
  });
}
