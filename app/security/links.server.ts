import { href } from "react-router";
import { getConfig } from "../config.server";
import { backToLogin } from "../flow/back-to-login";
import { safeRedirect } from "./safe-redirect";
import { urlOf } from "../request-url";
import { LANGUAGE_PARAMETER } from "../language";

/**
 * Every link built from query parameters or an upstream answer goes through this module, so the
 * redirect allow-list (design §7) has one door.
 */

/** An outside URL (`redirect`, `returnUrl`, `sr`, `UrlRedirect`) if the allow-list accepts it. */
export function allowedHref(value: string | null | undefined): string | null {
  return safeRedirect(value, getConfig().allowedRedirectOrigins);
}

/** The href of "Torna al login" (spec §2), or null when the query names no login to go back to. */
export function backToLoginHref(query: URLSearchParams): string | null {
  const target = backToLogin(query);
  if (target.kind === "route") return target.path + target.search;
  if (target.kind === "external") return allowedHref(target.url);
  return null;
}

/** The same for the request's own query: what a screen's loader hands `BackToLoginLink`. */
export function backToLoginHrefOf(request: Request): string | null {
  return backToLoginHref(urlOf(request).searchParams);
}

/**
 * The way out for a customer who cannot go on (decision 006): the login the query names, else
 * feedback/generic-error with the query kept.
 */
export function leaveHref(request: Request): string {
  const query = urlOf(request).searchParams;
  return backToLoginHref(query) ?? `${href("/feedback/generic-error")}${query.size ? `?${query}` : ""}`;
}

export type FeedbackLinks = { redirectHref: string | null; backToLoginHref: string | null };

/**
 * Spec §2, generic feedback page: a redirect button when `sr` is present (and allow-listed), else a
 * back-to-login button when the query names a login (client and redirect, or returnUrl).
 */
export function feedbackLinks(request: Request): FeedbackLinks {
  const query = urlOf(request).searchParams;
  const sr = query.get("sr");
  if (sr !== null) return { redirectHref: allowedHref(sr), backToLoginHref: null };
  const namesLogin = Boolean((query.get("client") && query.get("redirect")) || query.get("returnUrl"));
  return { redirectHref: null, backToLoginHref: namesLogin ? backToLoginHref(query) : null };
}

/**
 * The page's query for the footer's link to the same page in the other language (decision 164): the
 * same parameters, so the flow goes on where it was, but never an `sr` off the allow-list (design §7:
 * an address the page dropped is not offered, even to the same page).
 */
export function otherLanguageSearch(request: Request, language: string): string {
  const query = new URLSearchParams(urlOf(request).searchParams);
  const sr = query.get("sr");
  if (sr !== null && !allowedHref(sr)) query.delete("sr");
  query.set(LANGUAGE_PARAMETER, language);
  return `?${query}`;
}
