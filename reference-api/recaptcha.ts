import type { Request } from "express";
import type { Context } from "./context";

/** Answers whether a reCAPTCHA token is genuine; replaceable so that tests never reach the network. */
export type RecaptchaVerifier = (token: string, remoteIp: string | undefined) => Promise<boolean>;

export const refuseAllRecaptcha: RecaptchaVerifier = async () => false;

const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
/** reCAPTCHA v3 scores run from 0 (bot) to 1 (human); 0.5 is Google's suggested threshold. */
const MIN_SCORE = 0.5;

export function googleSiteverify(secret: string, fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  return async (token, remoteIp) => {
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set("remoteip", remoteIp);
    try {
      const response = await fetchImpl(SITEVERIFY_URL, { method: "POST", body: form, signal: AbortSignal.timeout(5000) });
      if (!response.ok) return false;
      const verdict = (await response.json()) as { success?: unknown; score?: unknown };
      if (verdict.success !== true) return false;
      return typeof verdict.score !== "number" || verdict.score >= MIN_SCORE;
    } catch {
      return false;
    }
  };
}

export function checkRecaptcha(ctx: Pick<Context, "appEnv" | "recaptcha" | "testRecaptchaNeedsToken">, req: Request): Promise<boolean> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const token = body["g-recaptcha-response"];
  const present = typeof token === "string" && token.length > 0 && token.length <= 4096;
  if ((ctx.appEnv === "Dev" || ctx.appEnv === "Test") && body.IsTestRecaptcha === true) return Promise.resolve(present || !ctx.testRecaptchaNeedsToken);
  if (!present) return Promise.resolve(false);
  return ctx.recaptcha(token, req.ip);
}
