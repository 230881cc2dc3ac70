import { useEffect } from "react";
import { redirect } from "react-router";
import { it } from "../../copy/it";
import { hasSessionCookie } from "../../session/session.server";
import { backToLoginHref } from "../../security/links.server";
import { LinkButton } from "../../ui/button";
import { FeedbackPage } from "../../ui/feedback-page";
import type { RouteHandle } from "../../ui/route-handle";
import type { Route } from "./+types/no-cookies";

/** Spec §9: the page looks again after 3000 ms. */
const RECHECK_SECONDS = 3;
const content = { ...it.feedback.noCookies, image: "/feedback/no-cookies.svg" };

export const handle: RouteHandle = { title: content.title };

/** Where a browser whose cookie now arrives goes back to: the page it came from, else its login. */
function returnTarget(request: Request): string {
  const url = new URL(request.url);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin && from.pathname !== url.pathname) return from.pathname + from.search;
    } catch {
      // An unparsable Referer is no place to go back to.
    }
  }
  return backToLoginHref(url.searchParams) ?? `/${url.search}`;
}

export function loader({ request }: Route.LoaderArgs) {
  if (hasSessionCookie(request)) throw redirect(returnTarget(request));
  const url = new URL(request.url);
  return { refreshAfterSeconds: RECHECK_SECONDS, retryHref: url.pathname + url.search };
}

export default function NoCookies({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!navigator.cookieEnabled) return;
      if (window.history.length > 1) window.history.back();
      else window.location.reload();
    }, RECHECK_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <FeedbackPage content={content}>
      <LinkButton to={loaderData.retryHref} variant="secondary" reloadDocument>
        {content.retry}
      </LinkButton>
    </FeedbackPage>
  );
}
