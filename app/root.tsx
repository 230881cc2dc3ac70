import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { getConfig } from "./config.server";
import * as it from "./copy/it";
import { otherLanguageSearch } from "./security/links.server";
import { commitSession, getSession } from "./session/session.server";
import { keepFormOnFailure } from "./ui/shell/failed-submit";
import { publicConfigOf } from "./ui/shell/public-config";
import type { RootData } from "./ui/shell/document";
import type { ToastView } from "./ui/shell/toasts";

export const links: Route.LinksFunction = () => [
  // A precedence makes React write it before the module preloads: the browser asks for it first, and
  // the page paints without waiting for the scripts to arrive (issue 13, Lighthouse).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// With JavaScript, a post that got no answer keeps its form (decision 142).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepFormOnFailure];

export function loader({ request, context }: Route.LoaderArgs) {
  const publicConfig = publicConfigOf(getConfig());
  // The server writes this browser's token in its place (and sets the cookie) on the way out.
  const csrf = context.csrfToken;
  const headers = new Headers();
  const session = getSession(request);
  const toasts: ToastView[] = (session.data.toasts ?? []).map((toast, index) => ({ ...toast, id: `${Date.now()}-${index}` }));
  if (toasts.length > 0) {
    // Flash messages are shown once: reading them clears them.
    delete session.data.toasts;
    headers.append("Set-Cookie", commitSession(session));
  }
  const languageSearch = otherLanguageSearch(request, it.language.other.code);
  return data<RootData>({ config: publicConfig, toasts, csrf, languageSearch }, { headers });
}

/**
 * After a 4xx answer the router keeps its loaders' data; after an expired form (403, decision 138) the
 * root's must be read again: its token is the one the form now has to carry for the next press.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 403 || defaultShouldRevalidate;
}

// The document, the screen around each route and the error card render on every enhanced page: they
// live in the shell, which loads with the framework (issue 23).
export { App as default, ErrorBoundary, Layout } from "./ui/shell/document";
