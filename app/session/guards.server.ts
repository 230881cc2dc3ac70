import { redirect } from "react-router";
import { getConfig } from "../config.server";
import type { AccountStatus } from "../flow/account-status";
import { backToLogin } from "../flow/back-to-login";
import { safeRedirect } from "../security/safe-redirect";
import { getSession, hasSessionCookie, type Session } from "./session.server";

/** The href of "Torna al login" (spec §2), or null when the query names no login to go back to. */
export function backToLoginHref(query: URLSearchParams): string | null {
  const target = backToLogin(query);
  if (target.kind === "route") return target.path + target.search;
  if (target.kind === "external") return safeRedirect(target.url, getConfig().allowedRedirectOrigins);
  return null;
}

/**
 * The way out for a customer who cannot go on (decision 006): the login the query names, else
 * feedback/generic-error with the query kept.
 */
export function leaveHref(request: Request): string {
  const query = new URL(request.url).searchParams;
  return backToLoginHref(query) ?? `/feedback/generic-error${query.size ? `?${query}` : ""}`;
}

/**
 * Account pages open only for their stored status (spec §2). Otherwise back-to-login when the query
 * allows it, else feedback/generic-error (decision 006).
 */
export function requireStatus(request: Request, expected: AccountStatus): Session {
  const session = getSession(request);
  if (session.data.status === expected) return session;
  throw redirect(leaveHref(request));
}

/**
 * A post without our cookie comes from a browser that refuses cookies (design §5): it would lose every
 * answer we give it, so it goes to the page that explains, with its query.
 */
export function requireCookies(request: Request): void {
  if (hasSessionCookie(request)) return;
  throw redirect(`/feedback/no-cookies${new URL(request.url).search}`, 303);
}
