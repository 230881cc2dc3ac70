import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Outlet,
  Links,
  Scripts,
  UNSAFE_DataRouterStateContext,
  useLocation,
  useMatches,
  useNavigationType,
  useRouteError,
  useRouteLoaderData,
  type UIMatch,
} from "react-router";
import * as it from "../../copy/it";
import { ErrorTitleContext } from "./form-parts";
import { CardPage } from "./card-page";
import { Recaptcha } from "./recaptcha";
import { readRefusal, RefusalCard } from "./refusal";
import { useNonce } from "./nonce";
import { PAGE_LOAD_FADE_CSS } from "./page-load-fade";
import { cookiesWork, inlineScript, leaveWithoutCookies } from "./inline-scripts";
import { usePlainDocument } from "./plain-document";
import { showsHelpInCard, type RefreshingData, type RouteHandle } from "./route-handle";
import { documentTitleIn, type PublicConfig } from "./public-config";
import { Toasts, type ToastView } from "./toasts";
import { HYDRATED_MARK } from "./hydrated-mark";

// The root route's document and screens (app/root.tsx re-exports them): they render on every enhanced
// page, so they live in the shell with the framework (issue 23).

/** What the root route's loader answers (app/root.tsx), for the document. */
export type RootData = {
  config: PublicConfig;
  toasts: ToastView[];
  csrf: string;
  /** The footer's link to this page in the other language (decision 164). */
  languageSearch: string;
};

function useDocumentTitle(documentTitle: string): string {
  // A refusal the error boundary shows (JavaScript on) is titled as the server's own page is.
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const refusal = Object.values(errors ?? {})
    .map((error) => (isRouteErrorResponse(error) ? readRefusal(error.data) : null))
    .find((view) => view !== null);
  // A route names its title in `handle`, or in its loader data when one module serves several routes.
  const titles = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title ?? (match.data as { title?: string } | undefined)?.title)
    .filter((title): title is string => Boolean(title));
  return [documentTitle, ...(refusal ? [refusal.title] : titles)].join(" - ");
}

/** Whether an answer holds field or form errors. */
function hasErrors(answer: unknown): boolean {
  return Object.values((answer as { result?: { error?: Record<string, unknown> } } | undefined)?.result?.error ?? {}).some(
    (errors) => Array.isArray(errors) && errors.length > 0,
  );
}

/**
 * GOV.UK's pattern: while a form shows its error summary the title starts "Errore: ". The server render
 * reads the action's answer: a form refused (conform's reply, spec §5), or, on a screen whose handle
 * says `errorTitle`, a last answer that carries errors. Once JavaScript runs the form reports its
 * summary (client checks too), and its report decides.
 */
function useErrorTitle(leaf: UIMatch | undefined): [boolean, (shown: boolean | null) => void] {
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const actionData = routerState?.actionData;
  const refused =
    Object.values(actionData ?? {}).some((answer) => (answer as { result?: { status?: string } } | null)?.result?.status === "error") ||
    Boolean(leaf && (leaf.handle as RouteHandle | undefined)?.errorTitle && hasErrors(actionData?.[leaf.id]));
  const [reported, setReported] = useState<boolean | null>(null);
  const report = useCallback((shown: boolean | null) => setReported(shown), []);
  return [reported ?? refused, report];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<RootData>("root");
  const config = rootData?.config;
  const matches = useMatches();
  const { search } = useLocation();
  const leaf = matches[matches.length - 1];
  const refreshAfter = (leaf?.data as RefreshingData | undefined)?.refreshAfterSeconds;
  const refreshUrl = (leaf?.data as RefreshingData | undefined)?.refreshUrl;
  const [refused, reportErrorTitle] = useErrorTitle(leaf);
  const plainTitle = useDocumentTitle(documentTitleIn(config ?? { documentTitle: "Area Riservata", documentTitleEn: "Account area" }, it.language.code));
  const title = refused ? `${it.errorSummary.documentTitlePrefix}${plainTitle}` : plainTitle;
  const recaptcha = matches.some((match) => (match.handle as RouteHandle | undefined)?.recaptcha);
  const plain = usePlainDocument();
  const helpInCard = matches.some(showsHelpInCard);

  return (
    <html lang={it.language.code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {config?.sentryDsn ? <meta name="sentry-dsn" content={config.sentryDsn} /> : null}
        {refreshAfter !== undefined ? (
          <noscript>
            <meta httpEquiv="refresh" content={refreshUrl ? `${refreshAfter}; url=${refreshUrl}` : String(refreshAfter)} />
          </noscript>
        ) : null}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: PAGE_LOAD_FADE_CSS }} />
        <Links />
      </head>
      <body>
        <ErrorTitleContext.Provider value={reportErrorTitle}>
        <CardPage above={<Toasts toasts={rootData?.toasts ?? []} />} search={search} languageSearch={rootData?.languageSearch} helpInCard={helpInCard}>
          {children}
          {recaptcha ? (
            <p className="recaptcha-notice">
              {it.common.recaptchaNotice}{" "}
              <a href="https://policies.google.com/privacy">{it.common.recaptchaPrivacy}</a> ·{" "}
              <a href="https://policies.google.com/terms">{it.common.recaptchaTerms}</a>
            </p>
          ) : null}
        </CardPage>
        </ErrorTitleContext.Provider>
        {plain ? (
          // Without the bundle the cookie check of entry.client runs here, as a few bytes of inline script.
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineScript(leaveWithoutCookies, cookiesWork) }} />
        ) : (
          <>
            <Scripts nonce={nonce} />
          </>
        )}
        {recaptcha && config?.recaptchaSiteKey ? <Recaptcha siteKey={config.recaptchaSiteKey} nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export function App() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The commit of hydration: the root's layout effect runs after every other component's.
  useLayoutEffect(() => void performance.mark(HYDRATED_MARK), []);
  // Marks the page as enhanced: tests wait for it before they move a fake clock.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // After a client-side move to another screen, start at its top and focus its heading, as a page load
  // would: a screen reader announces the new screen and Tab continues from the top of the card. Back
  // and forward keep the browser's own scroll restoration; React Router's <ScrollRestoration> did the
  // same for ~0.8 KB gzip on every enhanced page, and these pages are one card each (decision 114).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== "POP") window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: false });
    // The navigation's type belongs to the same move as the path: a change of type alone is no move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  // Keyed by path so each screen reached in the browser fades in (spec §9: 600 ms; none when motion is
  // reduced); the first screen is already there when the page paints (app.css says how loads fade).
  // Set while rendering, so the new screen's first frame already fades.
  const [firstPath] = useState(location.pathname);
  const [moved, setMoved] = useState(false);
  if (!moved && location.pathname !== firstPath) setMoved(true);
  return (
    <div className={moved ? "route-fade" : undefined} key={location.pathname}>
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // With JavaScript, a request the server refused (server/refuse.ts) reaches the router with the
  // refusal's words as its body: the same card as the page the browser would have loaded.
  const refusal = isRouteErrorResponse(error) ? readRefusal(error.data) : null;
  // A request the browser could not send at all fails as a TypeError ("Failed to fetch"): that is the
  // one case where the connection is to blame (spec §2's network-error text).
  const copy = error instanceof TypeError ? it.errors.networkError : it.errors.unexpected;
  // Never a stack trace: the same card, with what the customer can do.
  return <RefusalCard view={refusal ?? { title: copy.title, happened: copy.description, todo: null, back: null, resetPassword: null }} />;
}
