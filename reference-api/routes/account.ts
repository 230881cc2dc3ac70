import type { Router } from "express";
import { findAccountByEmail, updateAccount, userPnr } from "../accounts";
import { requireSession } from "../account-flow";
import { readBody, text, z } from "../body";
import { addSeconds } from "../clock";
import type { Context } from "../context";
import { sendFailure, sendSuccess, sendValidationError } from "../dialect";
import { RESET_EMAIL_INTERVAL_SECONDS, TEMP_PASSWORD_LIFETIME_SECONDS } from "../limits";
import { callerLanguageOf } from "../culture";
import { messagesIn, writeOutbox } from "../outbox";
import { generateTemporaryPassword, hashPassword } from "../passwords";
import { checkRecaptcha } from "../recaptcha";
import { TOPONYMS } from "../reference-data/toponyms";
import { isValidEmail, normalizeEmail } from "../validation";

export function maskCell(mobile: string): string {
  if (mobile.length <= 5) return "*".repeat(mobile.length);
  return `${mobile.slice(0, 3)}${"*".repeat(mobile.length - 5)}${mobile.slice(-2)}`;
}

export function accountRoutes(router: Router, ctx: Context): void {
  /**
   * Same answer whether or not the address has an account, so the call cannot be used to find
   * out who is a customer. The temporary password leaves the current one working: a reset
   * requested by someone else locks nobody out.
   */
  router.post("/v2/Account/ResetPassword", async (req, res) => {
    const body = readBody(req, res, z.object({ Email: text(254) }));
    if (!body) return;
    if (!(await checkRecaptcha(ctx, req))) {
      return sendFailure(res, "INVALID_RECAPTCHA", "Verifica reCAPTCHA non superata", {}, 400);
    }
    const email = normalizeEmail(body.Email ?? "");
    if (!isValidEmail(email)) {
      return sendValidationError(res, { Email: { Code: "NOV", Message: "Indirizzo e-mail non valido" } });
    }
    const account = await findAccountByEmail(ctx.db, email);
    const now = ctx.now();
    const recentlySent = account?.lastResetSentAt && addSeconds(account.lastResetSentAt, RESET_EMAIL_INTERVAL_SECONDS) > now;
    if (account && account.status !== "thin" && !recentlySent) {
      const password = generateTemporaryPassword();
      await updateAccount(
        ctx.db,
        account.id,
        {
          tempPasswordHash: await hashPassword(password),
          tempPasswordExpiresAt: addSeconds(now, TEMP_PASSWORD_LIFETIME_SECONDS),
          lastResetSentAt: now,
        },
        now,
      );
      await writeOutbox(ctx.db, { channel: "email", to: email, subject: messagesIn[callerLanguageOf(res)].resetSubject, body: messagesIn[callerLanguageOf(res)].reset(password) }, now);
    }
    sendSuccess(res);
  });

  router.post("/Account/GetMaskedPersonalData", async (req, res) => {
    const found = await requireSession(ctx, req, res);
    if (!found) return;
    const { account, session } = found;
    const phone = session.data.cellChange ?? (account.mobile ? { prefix: account.prefix ?? "+39", mobile: account.mobile } : undefined);
    sendSuccess(res, {
      MaskedPrefixCell: phone?.prefix ?? null,
      MaskedCell: phone ? maskCell(phone.mobile) : null,
      UserPnr: userPnr(account),
    });
  });

  router.post("/v2/Account/GetToponym", (_req, res) => sendSuccess(res, { ToponymList: TOPONYMS }));
}
