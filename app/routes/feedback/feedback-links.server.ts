import { getConfig } from "../../config.server";
import { backToLoginHref } from "../../session/guards.server";
import { safeRedirect } from "../../security/safe-redirect";

export type FeedbackLinks = { redirectHref: string | null; backToLoginHref: string | null };

/**
 * Spec §2, generic feedback page: a redirect button when `sr` is present (and allow-listed), else a
 * back-to-login button when the query names a login (client and redirect, or returnUrl).
 */
export function feedbackLinks(request: Request): FeedbackLinks {
  const query = new URL(request.url).searchParams;
  const sr = query.get("sr");
  if (sr !== null) return { redirectHref: safeRedirect(sr, getConfig().allowedRedirectOrigins), backToLoginHref: null };
  const namesLogin = Boolean((query.get("client") && query.get("redirect")) || query.get("returnUrl"));
  return { redirectHref: null, backToLoginHref: namesLogin ? backToLoginHref(query) : null };
}
