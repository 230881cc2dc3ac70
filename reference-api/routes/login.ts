import type { Request, Response, Router } from "express";
import type { Account } from "../accounts";
import { findAccountByEmail, findAccountsByPhone, updateAccount } from "../accounts";
import { respondToAccountState } from "../account-flow";
import { readBody, text, z } from "../body";
import { resolveClientRedirect } from "../clients";
import type { Context } from "../context";
import { sendFailure } from "../dialect";
import { burnPasswordCheck, verifyPassword } from "../passwords";
import { checkRecaptcha } from "../recaptcha";
import { startSession } from "../sessions";
import { parsePhone } from "../validation";

const LoginBody = z.object({
  Username: text(254),
  Prefix: text(8),
  Mobile: text(32),
  Password: text(128),
  LoginRedirect: text(2048),
  LoginClient: text(100),
  RememberMe: z.boolean().nullish(),
});

type Match = { account: Account; withTemporaryPassword: boolean };

async function passwordMatch(ctx: Context, account: Account, password: string): Promise<Match | undefined> {
  if (account.passwordHash && (await verifyPassword(password, account.passwordHash))) {
    return { account, withTemporaryPassword: false };
  }
  const tempValid = account.tempPasswordHash && account.tempPasswordExpiresAt && account.tempPasswordExpiresAt > ctx.now();
  if (tempValid && account.tempPasswordHash && (await verifyPassword(password, account.tempPasswordHash))) {
    return { account, withTemporaryPassword: true };
  }
  return undefined;
}

function wrongCredentials(res: Response): void {
  sendFailure(res, "WRONG_CREDENTIALS", "Username o password errata");
}

/**
 * Statuses are told only to whoever knows the password; an unknown user and a wrong password
 * answer the same, in about the same time. A thin account has no password and cannot log in.
 */
async function login(ctx: Context, req: Request, res: Response, mode: "client" | "sso"): Promise<void> {
  const body = readBody(req, res, LoginBody);
  if (!body) return;
  if (!(await checkRecaptcha(ctx, req))) {
    sendFailure(res, "INVALID_RECAPTCHA", "Verifica reCAPTCHA non superata", {}, 400);
    return;
  }
  let redirectUrl: string | undefined;
  if (mode === "client" && body.LoginClient) {
    const redirect = resolveClientRedirect(ctx.clientRedirects, body.LoginClient, body.LoginRedirect);
    if (!redirect.ok) {
      sendFailure(res, "ERR", redirect.message);
      return;
    }
    redirectUrl = redirect.url;
  }

  const password = body.Password ?? "";
  const username = body.Username?.trim();
  const phone = username?.includes("@") ? undefined : parsePhone(body.Prefix, body.Mobile ?? username);
  let candidates: Account[] = [];
  if (username?.includes("@")) {
    const account = await findAccountByEmail(ctx.db, username);
    if (account) candidates = [account];
  } else if (phone) {
    candidates = await findAccountsByPhone(ctx.db, phone);
  }
  candidates = candidates.filter((account) => account.status !== "thin" && account.passwordHash !== null);
  if (candidates.length === 0) {
    await burnPasswordCheck(password);
    return wrongCredentials(res);
  }
  const matches: Match[] = [];
  for (const candidate of candidates) {
    const match = await passwordMatch(ctx, candidate, password);
    if (match) matches.push(match);
  }
  const match = matches[0];
  if (!match) return wrongCredentials(res);
  if (candidates.length > 1 && phone) {
    sendFailure(res, "AMBIGUOUS_CREDENTIALS", "Più account usano questo numero: accedi con l'indirizzo e-mail", {
      Password: password,
      Mobile: phone.mobile,
      Prefix: phone.prefix,
    });
    return;
  }

  const account = match.account;
  switch (account.status) {
    case "blocked":
      return sendFailure(res, "USER_IN_BLACKLIST", "Account bloccato");
    case "closing":
      return sendFailure(res, "USER_WAITING_FOR_CLOSURE", "Account in chiusura");
    case "disabled":
      return sendFailure(res, "USER_DISABLED", "Account disattivo");
    case "inactive":
      // The way back from inactive is the temporary password sent by ResetPassword (docs/decisions/002).
      if (!match.withTemporaryPassword) return sendFailure(res, "USER_IN_UNHANDLED_STATUS", "Account inattivo");
      break;
    default:
      break;
  }
  if (match.withTemporaryPassword) {
    await updateAccount(ctx.db, account.id, { mustChangePassword: true }, ctx.now());
    account.mustChangePassword = true;
  }
  const session = await startSession(ctx, req, res, "pending", account.id, {
    ...(redirectUrl ? { loginClient: body.LoginClient, loginRedirect: redirectUrl } : {}),
    ...(mode === "sso" && body.RememberMe ? { rememberMe: true } : {}),
  });
  await respondToAccountState(ctx, res, account, session);
}

export function loginRoutes(router: Router, ctx: Context): void {
  router.post("/v2/Login/Login", (req, res) => login(ctx, req, res, "client"));
  router.post("/v2/Login/Sso", (req, res) => login(ctx, req, res, "sso"));
}
