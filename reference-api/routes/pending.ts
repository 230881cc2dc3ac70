import type { Request, Response, Router } from "express";
import type { Account } from "../accounts";
import { CODE_MESSAGES, checkPhoneAvailable, findAccountById, pendingAction, setConsents, updateAccount } from "../accounts";
import {
  answerOwedAction,
  requireSession,
  respondToAccountState,
  sendEmailCode,
  sendFields,
  sendOtpBlocked,
  sendPhoneCode,
  sendTooEarly,
} from "../account-flow";
import { readBody, text, z } from "../body";
import { callerLanguageOf } from "../culture";
import type { Context } from "../context";
import { sendActionRequired, sendFailure, sendSuccess, sendValidationError, wireDate } from "../dialect";
import type { OtpFlow } from "../otp";
import { normalizeCode, verifyCode } from "../otp";
import { hashPassword, isStrongPassword, PASSWORD_RULE_MESSAGE, verifyPassword } from "../passwords";
import { KNOWN_CONSENT_CODES, REQUIRED_CONSENT_CODES } from "../reference-data/consents";
import type { Session } from "../sessions";
import { saveSession } from "../sessions";
import type { Phone } from "../validation";
import { parsePhone, phoneTarget } from "../validation";

/** The number an SMS code of this session confirms: a requested change first, else the unconfirmed registration number. */
function phoneToConfirm(account: Account, session: Session): { phone: Phone; flow: OtpFlow } | undefined {
  if (session.data.cellChange) return { phone: session.data.cellChange, flow: "change-phone" };
  if (!account.phoneConfirmed && account.prefix && account.mobile) {
    return { phone: { prefix: account.prefix, mobile: account.mobile }, flow: "confirm-phone" };
  }
  return undefined;
}

async function validateNewPhone(ctx: Context, res: Response, account: Account, phone: Phone | undefined): Promise<Phone | undefined> {
  if (!phone) {
    sendFailure(res, "NOV", CODE_MESSAGES.MOBILE_NOV ?? "");
    return undefined;
  }
  if (phone.prefix === account.prefix && phone.mobile === account.mobile) {
    sendFailure(res, "CHANGE_SAME_PHONE_ERROR", "Il nuovo numero è uguale a quello attuale");
    return undefined;
  }
  const verdict = await checkPhoneAvailable(ctx.db, phone);
  if (verdict) {
    sendFailure(res, verdict, CODE_MESSAGES[verdict] ?? "");
    return undefined;
  }
  return phone;
}

async function sendSmsAnswer(ctx: Context, res: Response, account: Account, phone: Phone, flow: OtpFlow): Promise<void> {
  const sent = await sendPhoneCode(ctx, account, phone, flow, callerLanguageOf(res));
  const fields = { PhonePrefix: phone.prefix, PhoneNumber: phone.mobile };
  if (sent.kind === "blocked") return sendOtpBlocked(res, sent, "sms", fields);
  if (sent.kind === "tooEarly") return sendTooEarly(res, sent, "sms", ctx.now());
  const { IsOTPGenerated: _generated, ...sendInfo } = sendFields(sent, "sms");
  sendSuccess(res, { ...fields, ...sendInfo });
}

/** Runs a pending-operation call only when the account owes that action; otherwise says what it owes. */
async function owing(
  ctx: Context,
  req: Request,
  res: Response,
  action: string,
): Promise<{ session: Session; account: Account } | undefined> {
  const found = await requireSession(ctx, req, res);
  if (!found) return undefined;
  if ((await pendingAction(ctx.db, found.account)) !== action) {
    await answerOwedAction(ctx, res, found.account, found.session);
    return undefined;
  }
  return found;
}

const PinBody = z.object({ PinSms: z.union([z.string().max(20), z.number()]).nullish() });
const ChangeCellBody = z.object({ Cell: text(32), Prefix: text(8) });
const NewPasswordBody = z.object({ NewPassword: text(128) });
const ConsentsBody = z.object({
  Consents: z
    .array(z.object({ ConsentCode: z.string().max(50), ConsentState: z.boolean() }))
    .max(20)
    .nullish(),
});
const ConfirmEmailBody = z.object({
  OTPCode: z.union([z.string().max(20), z.number()]).nullish(),
  PinEmail: z.union([z.string().max(20), z.number()]).nullish(),
  Code: z.union([z.string().max(20), z.number()]).nullish(),
});

export function pendingRoutes(router: Router, ctx: Context): void {
  router.post("/v2/Account/Pending/ResendSms", async (req, res) => {
    const found = await requireSession(ctx, req, res);
    if (!found) return;
    const target = phoneToConfirm(found.account, found.session);
    if (!target) return answerOwedAction(ctx, res, found.account, found.session);
    await sendSmsAnswer(ctx, res, found.account, target.phone, target.flow);
  });

  router.post("/v2/Account/Pending/ConfirmPinSms", async (req, res) => {
    const body = readBody(req, res, PinBody);
    if (!body) return;
    const found = await requireSession(ctx, req, res);
    if (!found) return;
    const { session, account } = found;
    const target = phoneToConfirm(account, session);
    if (!target) return answerOwedAction(ctx, res, account, session);
    const code = normalizeCode(body.PinSms);
    if (!code) return sendFailure(res, "NOV", "Il codice è composto da 6 cifre");
    const result = await verifyCode(
      ctx,
      { accountId: account.id, flow: target.flow, channel: "sms", target: phoneTarget(target.phone) },
      code,
    );
    if (result.kind === "blocked") return sendOtpBlocked(res, result, "sms");
    if (result.kind === "expired") return sendFailure(res, "NOV", "Codice scaduto: richiedine uno nuovo");
    if (result.kind === "wrong") {
      return sendFailure(res, "NOV", `Codice non valido: restano ${result.remaining} tentativi`, {
        AvailableAttempts: result.remaining,
      });
    }
    const confirmed = { prefix: target.phone.prefix, mobile: target.phone.mobile, phoneConfirmed: true };
    await updateAccount(ctx.db, account.id, confirmed, ctx.now());
    delete session.data.cellChange;
    await respondToAccountState(ctx, res, { ...account, ...confirmed }, session);
  });

  router.post("/v2/Account/Pending/ChangeRegistrationCellAndSendSms", async (req, res) => {
    const body = readBody(req, res, ChangeCellBody);
    if (!body) return;
    const found = await owing(ctx, req, res, "needConfirmPhone");
    if (!found) return;
    const phone = await validateNewPhone(ctx, res, found.account, parsePhone(body.Prefix, body.Cell));
    if (!phone) return;
    // Not confirmed yet, so the registration number itself may change; the send limits stay with the account.
    await updateAccount(ctx.db, found.account.id, { prefix: phone.prefix, mobile: phone.mobile }, ctx.now());
    await sendSmsAnswer(ctx, res, { ...found.account, ...phone }, phone, "confirm-phone");
  });

  router.post("/v2/Account/Pending/InsertPhone", async (req, res) => {
    const body = readBody(req, res, ChangeCellBody);
    if (!body) return;
    const found = await owing(ctx, req, res, "needInsertPhone");
    if (!found) return;
    const phone = await validateNewPhone(ctx, res, found.account, parsePhone(body.Prefix, body.Cell));
    if (!phone) return;
    const inserted = { prefix: phone.prefix, mobile: phone.mobile, phoneConfirmed: false };
    await updateAccount(ctx.db, found.account.id, inserted, ctx.now());
    await sendSmsAnswer(ctx, res, { ...found.account, ...inserted }, phone, "confirm-phone");
  });

  router.post("/v2/Account/Pending/ChangePassword", async (req, res) => {
    const body = readBody(req, res, NewPasswordBody);
    if (!body) return;
    const found = await owing(ctx, req, res, "needChangePassword");
    if (!found) return;
    const { account, session } = found;
    const password = body.NewPassword ?? "";
    if (!isStrongPassword(password)) {
      return sendValidationError(res, { NewPassword: { Code: "NOV", Message: PASSWORD_RULE_MESSAGE } });
    }
    for (const hash of [account.passwordHash, account.tempPasswordHash]) {
      if (hash && (await verifyPassword(password, hash))) {
        return sendFailure(res, "SAME_ACTUAL_AND_NEW_PASSWORD", "La nuova password deve essere diversa da quella attuale");
      }
    }
    const changed = {
      passwordHash: await hashPassword(password),
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      mustChangePassword: false,
      // Setting a new password through the e-mailed temporary one is how an inactive account comes back.
      status: account.status === "inactive" ? ("active" as const) : account.status,
    };
    await updateAccount(ctx.db, account.id, changed, ctx.now());
    await respondToAccountState(ctx, res, { ...account, ...changed }, session);
  });

  router.post("/v2/Account/Pending/AcceptConsents", async (req, res) => {
    const body = readBody(req, res, ConsentsBody);
    if (!body) return;
    const found = await owing(ctx, req, res, "needAcceptRequiredConsents");
    if (!found) return;
    // A body without a list means "I accept" on a screen that only shows the required consents.
    const given = body.Consents ?? REQUIRED_CONSENT_CODES.map((code) => ({ ConsentCode: code, ConsentState: true }));
    const known = given.filter((c) => KNOWN_CONSENT_CODES.includes(c.ConsentCode));
    const declined = REQUIRED_CONSENT_CODES.filter((code) => !known.some((c) => c.ConsentCode === code && c.ConsentState));
    if (declined.length > 0) {
      return sendValidationError(res, {
        Consents: { Code: "REQUIRED", Message: "Il consenso al trattamento dei dati personali è obbligatorio" },
      });
    }
    await setConsents(ctx.db, found.account.id, known.map((c) => ({ code: c.ConsentCode, accepted: c.ConsentState })), ctx.now());
    await respondToAccountState(ctx, res, found.account, found.session);
  });

  /**
   * Decision 012 sends this call with an empty body: it means "I have confirmed, go on". Until the
   * address is confirmed (by the link or the code of the e-mail) it sends the e-mail again, when
   * the send limits allow, and answers needConfirmEmail, which the confirm-email screen shows as
   * an error. A body carrying the code confirms with it directly.
   */
  router.post("/v2/Account/Pending/ConfirmEmail", async (req, res) => {
    const body = readBody(req, res, ConfirmEmailBody);
    if (!body) return;
    const found = await requireSession(ctx, req, res);
    if (!found) return;
    const { account, session } = found;
    if (account.emailConfirmed || !account.email) return respondToAccountState(ctx, res, account, session);
    const email = account.email;
    const raw = body.OTPCode ?? body.PinEmail ?? body.Code;
    if (raw === undefined || raw === null || raw === "") {
      const sent = await sendEmailCode(ctx, account, email, "confirm-email", callerLanguageOf(res));
      const { IsOTPGenerated: _generated, ...sendInfo } = sendFields(sent, "email");
      return sendActionRequired(res, "needConfirmEmail", { Email: email, ...sendInfo });
    }
    const code = normalizeCode(raw);
    if (!code) return sendFailure(res, "NOV", "Il codice è composto da 6 cifre");
    const result = await verifyCode(ctx, { accountId: account.id, flow: "confirm-email", channel: "email", target: email }, code);
    if (result.kind === "blocked") return sendOtpBlocked(res, result, "email", { AttemptBlockedUntil: wireDate(result.blockedUntil) });
    if (result.kind === "expired") return sendFailure(res, "NOV", "Codice scaduto: richiedine uno nuovo");
    if (result.kind === "wrong") {
      return sendFailure(res, "NOV", `Codice non valido: restano ${result.remaining} tentativi`, {
        AvailableAttempts: result.remaining,
      });
    }
    await updateAccount(ctx.db, account.id, { emailConfirmed: true }, ctx.now());
    await respondToAccountState(ctx, res, { ...account, emailConfirmed: true }, session);
  });

  // The link of the confirmation e-mail: opened in a browser, so it answers a small HTML page.
  router.get("/v2/Account/ConfirmEmailLink", async (req, res) => {
    const accountId = Number(req.query.account);
    const code = normalizeCode(req.query.code);
    const account = Number.isSafeInteger(accountId) ? await findAccountById(ctx.db, accountId) : undefined;
    let outcome = "Link non valido.";
    if (account?.emailConfirmed) outcome = "L'indirizzo e-mail è già confermato.";
    else if (account?.email && code) {
      const result = await verifyCode(ctx, { accountId: account.id, flow: "confirm-email", channel: "email", target: account.email }, code);
      if (result.kind === "ok") {
        await updateAccount(ctx.db, account.id, { emailConfirmed: true }, ctx.now());
        outcome = "Indirizzo e-mail confermato. Torna alla pagina di conferma e prosegui.";
      } else if (result.kind === "expired") outcome = "Il link è scaduto: richiedine uno nuovo.";
      else if (result.kind === "blocked") outcome = "Troppi tentativi: riprova più tardi.";
    }
    res
      .status(200)
      .type("html")
      .send(
        `<!DOCTYPE html>\n<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Conferma e-mail</title></head><body><h1>Conferma e-mail</h1><p>${outcome}</p></body></html>\n`,
      );
  });

  // Kept here because, like the calls above, it confirms a number with an SMS code on the session.
  router.put("/Account/RequestCellChange", async (req, res) => {
    const body = readBody(req, res, z.object({ Cell: text(32), PrefixCell: text(8) }));
    if (!body) return;
    const found = await requireSession(ctx, req, res);
    if (!found) return;
    const { account, session } = found;
    const phone = await validateNewPhone(ctx, res, account, parsePhone(body.PrefixCell, body.Cell));
    if (!phone) return;
    session.data.cellChange = phone;
    await saveSession(ctx, session);
    await sendSmsAnswer(ctx, res, account, phone, "change-phone");
  });
}
