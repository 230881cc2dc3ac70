import { useEffect } from "react";
import { redirect } from "react-router";
import * as it from "../../copy/it";
import { hasSessionCookie } from "../../session/session.server";
import { backToLoginHref } from "../../security/links.server";
import { safeRedirect } from "../../security/safe-redirect";
import { LinkButton } from "../../ui/shell/button";
import { FeedbackPage } from "../../ui/feedback-page";
import { cookiesWork, inlineScript } from "../../ui/shell/inline-scripts";
import { recheckCookies } from "../../ui/plain-page-scripts";
import { useNonce } from "../../ui/shell/nonce";
import { usePlainDocument } from "../../ui/shell/plain-document";
import type { RouteHandle } from "../../ui/shell/route-handle";
import type { Route } from "./+types/no-cookies";
import { urlOf } from "../../request-url";

/** Spec §9: the page looks again after 3000 ms. */
const RECHECK_SECONDS = 3;
/**
 * Without JavaScript the page looks again by reloading itself, at most this many times; then it stops
 * and waits for "Riprova" (WCAG 2.2.1: no endless timed reloads; decision 093).
 */
const MAX_CHECKS = 3;
/** The query parameter that counts the reloads; never carried anywhere else. */
const CHECK_PARAM = "check";
const content = { ...it.feedback.noCookies, image: "no-cookies" as const };

// A link and a timer: served without the bundle, the timer as inline script (decision 110).
export const handle: RouteHandle = { title: content.title, plain: true };

/** Where a browser whose cookie now arrives goes back to: the page it came from, else its login. */
function returnTarget(request: Request): string {
  const url = urlOf(request);
  url.searchParams.delete(CHECK_PARAM);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin && from.pathname !== url.pathname) return safeRedirect(from.pathname + from.search, []) ?? `/${url.search}`;
    } catch {
      // An unparsable Referer is no place to go back to.
    }
  }
  return backToLoginHref(url.searchParams) ?? `/${url.search}`;
}

export function loader({ request }: Route.LoaderArgs) {
  if (hasSessionCookie(request)) throw redirect(returnTarget(request));
  const url = urlOf(request);
  const checks = Math.max(0, Math.min(MAX_CHECKS, Number.parseInt(url.searchParams.get(CHECK_PARAM) ?? "0", 10) || 0));
  url.searchParams.delete(CHECK_PARAM);
  const retryHref = url.pathname + (url.search || "");
  if (checks >= MAX_CHECKS) return { stopped: true, retryHref };
  const next = new URL(url);
  next.searchParams.set(CHECK_PARAM, String(checks + 1));
  return { stopped: false, retryHref, refreshAfterSeconds: RECHECK_SECONDS, refreshUrl: next.pathname + next.search };
}

export default function NoCookies({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  const plain = usePlainDocument();
  // Reached by a client-side navigation (or with a toast showing) the bundle runs the same check.
  useEffect(() => recheckCookies(RECHECK_SECONDS * 1000, cookiesWork), []);
  return (
    <FeedbackPage content={content}>
      {plain ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineScript(recheckCookies, RECHECK_SECONDS * 1000, cookiesWork) }} /> : null}
      {loaderData.stopped ? <p role="status">{content.stoppedChecking}</p> : null}
      <LinkButton to={loaderData.retryHref} variant="secondary" reloadDocument>
        {content.retry}
      </LinkButton>
    </FeedbackPage>
  );
}
