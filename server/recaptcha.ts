import type { RequestHandler } from "express";
import { it } from "../app/copy/it";
import { canonicalRoute } from "./limits";
import { refuse } from "./refuse";

/** The upstream's code for a refused token (the reference API's; decision 022). */
export const RECAPTCHA_REFUSED_CODE = "INVALID_RECAPTCHA";

/**
 * The screens whose post calls a reCAPTCHA-checked operation (spec §7: login, SSO, reset-password,
 * sign-up and its thin finalization; email-selection repeats the login).
 */
const CHECKED = [/^\/auth\/(client_login|sso-login)$/, /^\/reset-password$/, /^\/pending-operation\/email-selection$/, /^\/sign-up(\/|$)/, /^\/sign-up-finalization(\/|$)/];

/**
 * Issue 11 item 11: with a site key configured, a post to such a screen without a token (JavaScript
 * off, or Google's script blocked) would only be refused by the upstream and shown as an unexpected
 * error, and reset-password would claim success. It is answered here instead, in Italian, and the
 * upstream is not asked.
 */
export function recaptchaGate(siteKey: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!siteKey || req.method !== "POST") return next();
    const route = canonicalRoute(req.path) ?? req.path;
    if (!CHECKED.some((pattern) => pattern.test(route))) return next();
    const token = res.locals.form?.get("g-recaptcha-response");
    if (token) return next();
    refuse(res, 400, it.security.recaptchaTitle, it.security.recaptchaMissing);
  };
}
