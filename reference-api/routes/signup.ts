import type { Request, Response, Router } from "express";
import {
  CODE_MESSAGES,
  checkEmailAvailable,
  checkPhoneAvailable,
  findAccountByEmail,
  findAccountsByPhone,
  insertAccount,
  setConsents,
} from "../accounts";
import { respondToAccountState } from "../account-flow";
import { readBody, text, z } from "../body";
import { resolveClientRedirect } from "../clients";
import type { Context } from "../context";
import type { FieldError } from "../dialect";
import { sendFailure, sendSuccess, sendValidationError } from "../dialect";
import { hashPassword, isStrongPassword, PASSWORD_RULE_MESSAGE } from "../passwords";
import { checkRecaptcha } from "../recaptcha";
import { KNOWN_CONSENT_CODES, REQUIRED_CONSENT_CODES } from "../reference-data/consents";
import { startSession } from "../sessions";
import { isValidEmail, isValidFiscalCode, normalizeEmail, parsePhone } from "../validation";
import { answerThinStep } from "./thin";

const BillingData = z
  .object({
    Nome: text(100),
    Cognome: text(100),
    Intestazione: text(200),
    Piva: text(20),
    CodiceFiscale: text(16),
    EmailFatturazione: text(254),
    CodiceNazione: text(3),
    Comune: text(100),
    Cap: text(10),
    Provincia: text(5),
    Indirizzo: text(200),
    Civico: text(20),
    FatturaElettronica: z.boolean().nullish(),
    Regime_Split_Payment: z.boolean().nullish(),
    PecDestinatario: text(254),
    CodiceUnivocoDestinatario: text(7),
    IdToponimo: z.union([z.number(), z.string().max(10)]).nullish(),
    IdModalitaInvioFattura: z.union([z.number(), z.string().max(10)]).nullish(),
  })
  .nullish();

const SignUpBody = z.object({
  Name: text(100),
  Surname: text(100),
  Password: text(128),
  ConfirmPassword: text(128),
  Prefix: text(8),
  Mobile: text(32),
  Email: text(254),
  ConfirmEmail: text(254),
  FiscalCode: text(16),
  Consents: z
    .array(z.object({ ConsentCode: z.string().max(50), ConsentState: z.boolean() }))
    .max(20)
    .nullish(),
  BillingData,
  LoginClient: text(100),
  LoginRedirect: text(2048),
});

type SignUp = z.output<typeof SignUpBody>;

/** Sign-ups with an address at this domain fail as if the upstream could not create the user. */
const CREATE_USER_ERROR_DOMAIN = "create-user-error.example";

const required = (label: string): FieldError => ({ Code: "REQUIRED", Message: `${label} è obbligatorio` });

async function validateSignUp(ctx: Context, body: SignUp): Promise<Record<string, FieldError>> {
  const errors: Record<string, FieldError> = {};
  if (!body.Name?.trim()) errors.Name = required("Il nome");
  if (!body.Surname?.trim()) errors.Surname = required("Il cognome");

  if (!body.Email?.trim()) errors.Email = required("L'indirizzo e-mail");
  else {
    const verdict = await checkEmailAvailable(ctx.db, body.Email);
    if (verdict) errors.Email = { Code: verdict, Message: CODE_MESSAGES[verdict === "NOV" ? "EMAIL_NOV" : verdict] ?? "" };
    else if (body.ConfirmEmail && normalizeEmail(body.ConfirmEmail) !== normalizeEmail(body.Email)) {
      errors.ConfirmEmail = { Code: "NOV", Message: "Gli indirizzi e-mail non coincidono" };
    }
  }

  if (!body.Password) errors.Password = required("La password");
  else if (!isStrongPassword(body.Password)) errors.Password = { Code: "NOV", Message: PASSWORD_RULE_MESSAGE };
  else if (body.ConfirmPassword && body.ConfirmPassword !== body.Password) {
    errors.ConfirmPassword = { Code: "NOV", Message: "Le password non coincidono" };
  }

  if (!body.Mobile?.trim()) errors.Mobile = required("Il numero di cellulare");
  else {
    const phone = parsePhone(body.Prefix, body.Mobile);
    const verdict = phone ? await checkPhoneAvailable(ctx.db, phone) : "NOV";
    if (verdict) errors.Mobile = { Code: verdict, Message: CODE_MESSAGES[verdict === "NOV" ? "MOBILE_NOV" : verdict] ?? "" };
  }

  if (body.FiscalCode && !isValidFiscalCode(body.FiscalCode)) {
    errors.FiscalCode = { Code: "NOV", Message: "Codice fiscale non valido" };
  }
  const accepted = new Set((body.Consents ?? []).filter((c) => c.ConsentState).map((c) => c.ConsentCode));
  if (REQUIRED_CONSENT_CODES.some((code) => !accepted.has(code))) {
    errors.Consents = { Code: "REQUIRED", Message: "Il consenso al trattamento dei dati personali è obbligatorio" };
  }
  // Nested fields are named with a dot, which the product's client maps to its nested form fields (decision 013).
  const billing = body.BillingData;
  if (billing?.EmailFatturazione && !isValidEmail(normalizeEmail(billing.EmailFatturazione))) {
    errors["BillingData.EmailFatturazione"] = { Code: "NOV", Message: "E-mail di fatturazione non valida" };
  }
  if (billing?.Piva && !/^\d{11}$/.test(billing.Piva)) {
    errors["BillingData.Piva"] = { Code: "NOV", Message: "Partita IVA non valida" };
  }
  if (billing?.CodiceFiscale && !isValidFiscalCode(billing.CodiceFiscale) && !/^\d{11}$/.test(billing.CodiceFiscale)) {
    errors["BillingData.CodiceFiscale"] = { Code: "NOV", Message: "Codice fiscale non valido" };
  }
  if (billing?.Cap && (billing.CodiceNazione ?? "IT") === "IT" && !/^\d{5}$/.test(billing.Cap)) {
    errors["BillingData.Cap"] = { Code: "NOV", Message: "CAP non valido" };
  }
  return errors;
}

async function registerAccount(ctx: Context, req: Request, res: Response): Promise<void> {
  const body = readBody(req, res, SignUpBody);
  if (!body) return;
  if (!(await checkRecaptcha(ctx, req))) {
    sendFailure(res, "INVALID_RECAPTCHA", "Verifica reCAPTCHA non superata", {}, 400);
    return;
  }
  const redirect = resolveClientRedirect(ctx.clientRedirects, body.LoginClient, body.LoginRedirect);
  const redirectData = redirect.ok ? { loginClient: body.LoginClient, loginRedirect: redirect.url } : {};

  // Signing up with the mobile of a thin account is how its owner finishes that registration.
  const phone = parsePhone(body.Prefix, body.Mobile);
  const thin = phone && (await findAccountsByPhone(ctx.db, phone)).find((account) => account.status === "thin");
  if (thin) {
    await answerThinStep(ctx, req, res, thin, {
      email: body.Email ? normalizeEmail(body.Email) : undefined,
      name: body.Name?.trim(),
      surname: body.Surname?.trim(),
      ...redirectData,
    });
    return;
  }

  // Someone signing up again with the e-mail and the mobile of one existing account: that account is
  // theirs, so the answer says so as a whole rather than as two "already used" fields.
  const sameAccount = phone && body.Email ? await findAccountByEmail(ctx.db, normalizeEmail(body.Email)) : undefined;
  if (sameAccount && sameAccount.prefix === phone?.prefix && sameAccount.mobile === phone?.mobile) {
    sendFailure(res, "ERR_ACCOUNT_ALREADY_EXISTS", "Esiste già un account con questi dati");
    return;
  }
  // A documented input for the upstream's own failure to create the user (README, "Other documented inputs").
  if (body.Email && normalizeEmail(body.Email).endsWith(`@${CREATE_USER_ERROR_DOMAIN}`)) {
    sendFailure(res, "CREATE_USER_ERROR", "Impossibile creare l'utente");
    return;
  }

  const errors = await validateSignUp(ctx, body);
  if (Object.keys(errors).length > 0 || !phone || !body.Email || !body.Password) {
    sendValidationError(res, errors);
    return;
  }
  const now = ctx.now();
  const passwordHash = await hashPassword(body.Password);
  let account;
  try {
    account = await ctx.db.transaction(async (tx) => {
      const created = await insertAccount(
        tx,
        {
          status: "active",
          email: normalizeEmail(body.Email ?? ""),
          prefix: phone.prefix,
          mobile: phone.mobile,
          passwordHash,
          name: body.Name?.trim(),
          surname: body.Surname?.trim(),
          fiscalCode: body.FiscalCode?.toUpperCase(),
          billingData: body.BillingData ?? null,
          phoneConfirmed: false,
          emailConfirmed: true,
        },
        now,
      );
      const states = new Map((body.Consents ?? []).map((c) => [c.ConsentCode, c.ConsentState]));
      await setConsents(
        tx,
        created.id,
        KNOWN_CONSENT_CODES.map((code) => ({ code, accepted: states.get(code) === true })),
        now,
      );
      return created;
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser is told plainly.
    if ((error as { code?: string }).code === "23505") {
      sendFailure(res, "ERR_ACCOUNT_ALREADY_EXISTS", "Esiste già un account con questi dati");
      return;
    }
    throw error;
  }
  const session = await startSession(ctx, req, res, "pending", account.id, redirectData);
  await respondToAccountState(ctx, res, account, session);
}

const PasswordBody = z.object({ Password: text(128) });
const EmailBody = z.object({ Email: text(254) });
const CellBody = z.object({ Cell: text(32), PrefixCell: text(8) });

export function signUpRoutes(router: Router, ctx: Context): void {
  router.post("/v2/SignUp/RegisterAccount", (req, res) => registerAccount(ctx, req, res));

  router.post("/v2/Signup/ValidatePassword", (req, res) => {
    const body = readBody(req, res, PasswordBody);
    if (!body) return;
    if (body.Password && isStrongPassword(body.Password)) return sendSuccess(res);
    sendFailure(res, "NOV", PASSWORD_RULE_MESSAGE);
  });

  router.post("/v2/SignUp/ValidateEmail", async (req, res) => {
    const body = readBody(req, res, EmailBody);
    if (!body) return;
    const verdict = await checkEmailAvailable(ctx.db, body.Email ?? "");
    if (!verdict) return sendSuccess(res);
    sendFailure(res, verdict, CODE_MESSAGES[verdict === "NOV" ? "EMAIL_NOV" : verdict] ?? "");
  });

  router.post("/v2/SignUp/ValidateCell", async (req, res) => {
    const body = readBody(req, res, CellBody);
    if (!body) return;
    const phone = parsePhone(body.PrefixCell, body.Cell);
    const verdict = phone ? await checkPhoneAvailable(ctx.db, phone) : "NOV";
    if (!verdict) return sendSuccess(res);
    sendFailure(res, verdict, CODE_MESSAGES[verdict === "NOV" ? "MOBILE_NOV" : verdict] ?? "");
  });
}
