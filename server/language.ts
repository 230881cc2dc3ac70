import type { RequestHandler, Response } from "express";
import * as en from "../app/copy/en";
import * as it from "../app/copy/it";
import type { Translation } from "../app/copy/translation";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAMETER, type Language } from "../app/language";
import { ourCookieName, readCookie } from "../app/security/cookies.server";

// `__Host-lng` where cookies are Secure (decision 177): a neighbour cannot choose the language either.
const languageCookieName = () => ourCookieName(LANGUAGE_PARAMETER);
const SWITCH_PARAMETER = LANGUAGE_PARAMETER;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export type Copy = Translation<typeof it>;
const copies: Record<Language, Copy> = { it, en };

/** The words of the server's own answers (refusals), in the request's language. */
export function copyOf(res: Response): Copy {
  return copies[(res.locals.language as Language | undefined) ?? DEFAULT_LANGUAGE];
}

function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName()}=${language}; Max-Age=${YEAR_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Decision 164: the language a visitor chose (the cookie), else the first of their browser's
 * (Accept-Language) that the app is built in, else Italian. Set for every request, so that even a
 * refusal made before the application runs speaks it.
 */
export function chooseLanguage(available: readonly Language[]): RequestHandler {
  const fallback = available.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : available[0]!;
  const cookieName = languageCookieName();
  return (req, res, next) => {
    const chosen = readCookie(req.headers.cookie, cookieName);
    // Kept for rememberLanguage, which would otherwise parse the Cookie header again on every page.
    res.locals.languageCookie = chosen;
    const preferred = req.acceptsLanguages(...available);
    res.locals.language = isLanguage(chosen) && available.includes(chosen) ? chosen : isLanguage(preferred) ? preferred : fallback;
    res.setHeader("Content-Language", res.locals.language as Language);
    next();
  };
}

/**
 * For pages: a first visit's language is remembered; the footer's link (`?lng=en`) keeps the one
 * asked for and answers with the same page without the parameter, so no route ever reads it and a
 * bookmark keeps the page's own address. Only this site's path is led to: the address's host is never
 * part of the answer.
 */
export function rememberLanguage(available: readonly Language[], secure: boolean): RequestHandler {
  return (req, res, next) => {
    // Parsed only when it may hold the parameter: every page load passes here.
    const target = (req.method === "GET" || req.method === "HEAD") && req.originalUrl.includes(`${SWITCH_PARAMETER}=`) ? new URL(req.originalUrl, "http://localhost") : null;
    const asked = target?.searchParams.get(SWITCH_PARAMETER) ?? null;
    const language = isLanguage(asked) && available.includes(asked) ? asked : (res.locals.language as Language);
    if (res.locals.languageCookie !== language) res.append("Set-Cookie", languageCookie(language, secure));
    if (!target || asked === null) {
      next();
      return;
    }
    target.searchParams.delete(SWITCH_PARAMETER);
    res.redirect(303, `${target.pathname.replace(/^\/+/, "/")}${target.search}`);
  };
}
