import { data } from "react-router";
import type { Route } from "./+types/root";
import { getConfig } from "./config.server";
import { contextOf } from "./request-context";
import { requestContextMiddleware } from "./request-context.server";
import * as it from "./copy/it";
import { otherLanguageSearch } from "./security/links.server";
import { commitSession, getSession } from "./session/session.server";
import { publicConfigOf } from "./ui/shell/public-config";
import type { RootData } from "./ui/shell/document";
import type { ToastView } from "./ui/shell/toasts";

// What every request needs (design §4): its context, made here for loaders, actions and the entry.
export const middleware: Route.MiddlewareFunction[] = [requestContextMiddleware];

export function loader({ request, context }: Route.LoaderArgs) {
  const publicConfig = publicConfigOf(getConfig());
  // The server writes this browser's token in its place (and sets the cookie) on the way out.
  const csrf = contextOf(context).csrfToken;
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

// The document, the screen around each route, the error card, the stylesheet's link, the client
// middleware and the revalidation rule run on every enhanced page: they live in the shell, which loads
// with the framework (issue 23).
export { App as default, ErrorBoundary, Layout } from "./ui/shell/document";
export { clientMiddleware, links, shouldRevalidate } from "./ui/shell/root-route";
