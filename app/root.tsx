import { useContext, useEffect, type ReactNode } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_DataRouterStateContext,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { getConfig } from "./config.server";
import { it } from "./copy/it";
import { csrfToken } from "./security/csrf.server";
import { commitSession, getSession } from "./session/session.server";
import { HelplineLink } from "./ui/helpline-link";
import { Logo } from "./ui/logo";
import { useNonce } from "./ui/nonce";
import type { PublicConfig } from "./ui/public-config";
import type { RefreshingData, RouteHandle } from "./ui/route-handle";
import { Toasts, type ToastView } from "./ui/toasts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const config = getConfig();
  const publicConfig: PublicConfig = {
    documentTitle: config.documentTitle,
    helplinePhone: config.helplinePhone,
    helpdeskEmail: config.helpdeskEmail,
    recaptchaSiteKey: config.recaptchaSiteKey ?? null,
    sentryDsn: config.sentryDsn ?? null,
  };
  const [csrf, csrfCookie] = await csrfToken(request);
  const headers = new Headers();
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  const session = getSession(request);
  const toasts: ToastView[] = (session.data.toasts ?? []).map((toast, index) => ({ ...toast, id: `${Date.now()}-${index}` }));
  if (toasts.length > 0) {
    // Flash messages are shown once: reading them clears them.
    delete session.data.toasts;
    headers.append("Set-Cookie", commitSession(session));
  }
  return data({ config: publicConfig, toasts, csrf }, { headers });
}

/** Whether the leaf's last action answer holds field or form errors (the shell sees no other action data). */
function useLeafRefused(): boolean {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  // The router's state is the one place the shell can read a child route's action data, on the server too.
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (!leaf || !(leaf.handle as RouteHandle | undefined)?.errorTitle) return false;
  const answer = state?.actionData?.[leaf.id] as { result?: { error?: Record<string, unknown> } } | undefined;
  return Object.values(answer?.result?.error ?? {}).some((errors) => Array.isArray(errors) && errors.length > 0);
}

function useDocumentTitle(documentTitle: string): string {
  // A route names its title in `handle`, or in its loader data when one module serves several routes.
  const titles = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title ?? (match.data as { title?: string } | undefined)?.title)
    .filter((title): title is string => Boolean(title));
  const title = [documentTitle, ...titles].join(" - ");
  return useLeafRefused() ? `${it.signUp.errorTitlePrefix}${title}` : title;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const config = rootData?.config;
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const refreshAfter = (leaf?.data as RefreshingData | undefined)?.refreshAfterSeconds;
  const title = useDocumentTitle(config?.documentTitle ?? "Area Riservata");
  const recaptcha = matches.some((match) => (match.handle as RouteHandle | undefined)?.recaptcha);

  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {config?.sentryDsn ? <meta name="sentry-dsn" content={config.sentryDsn} /> : null}
        {refreshAfter !== undefined ? (
          <noscript>
            <meta httpEquiv="refresh" content={String(refreshAfter)} />
          </noscript>
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <div className="page">
          <main className="card" id="main">
            <header className="card__header">
              <Logo />
            </header>
            {children}
            {recaptcha ? (
              <p className="recaptcha-notice">
                {it.common.recaptchaNotice}{" "}
                <a href="https://policies.google.com/privacy">{it.common.recaptchaPrivacy}</a> ·{" "}
                <a href="https://policies.google.com/terms">{it.common.recaptchaTerms}</a>
              </p>
            ) : null}
          </main>
        </div>
        <Toasts toasts={rootData?.toasts ?? []} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const location = useLocation();
  // Marks the page as enhanced: tests wait for it before they move a fake clock.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Keyed by path so each screen fades in (spec §9: 600 ms; none when motion is reduced).
  return (
    <div className="route-fade" key={location.pathname}>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  // Never a stack trace: the customer sees what the generic-error page says.
  return (
    <div className="feedback">
      <h1>{it.feedback.genericError.title}</h1>
      <p>{it.feedback.genericError.description}</p>
      <HelplineLink />
    </div>
  );
}
