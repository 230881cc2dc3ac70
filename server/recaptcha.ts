import type { RequestHandler } from "express";
import { it } from "../app/copy/it";
import { RECAPTCHA_FIELD } from "../app/forms/field-kinds";
import { refuse } from "./refuse";

/** The upstream's code for a refused token (the reference API's; decision 022). */
export const RECAPTCHA_REFUSED_CODE = "INVALID_RECAPTCHA";

/**
 * Issue 11 item 11: with a site key configured, a post to a screen that declares reCAPTCHA
 * (app/screens.ts) without a token (JavaScript off, or Google's script blocked) would only be refused by
 * the upstream and shown as an unexpected error, and reset-password would claim success. It is answered
 * here instead, in Italian, and the upstream is not asked.
 */
export function recaptchaGate(siteKey: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!siteKey || req.method !== "POST" || !res.locals.screen?.recaptcha) return next();
    if (res.locals.form?.get(RECAPTCHA_FIELD)) return next();
    refuse(res, 400, it.security.recaptchaTitle, it.security.recaptchaMissing);
  };
}
