// The edge build, not the Node one: React DOM's Node server keeps its request in an AsyncLocalStorage,
// and the first render turns on Node 20's promise hooks for every later request, cached page or post
// alike (decision 126). Pages are rendered whole into one string either way.
import { renderToReadableStream } from "react-dom/server.edge";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { contextOf, requestContext } from "./request-context";
import { reportServerError } from "./error-reports.server";
import { logServerError } from "./security/render-errors.server";
import { NonceProvider } from "./ui/shell/nonce";
import { paintFirst } from "./ui/paint-first.server";
import { PHONE_PREFIXES } from "./ui/phone-prefixes";
import { PrefixListContext } from "./ui/shell/prefix-select";
import type { RouteHandle } from "./ui/shell/route-handle";

export const streamTimeout = 5_000;

// The server's own refusals, in this build's language (server/refuse.ts, decision 164).
export { refusals } from "./ui/refusal-page.server";

/**
 * Whether the page depends on its URL alone (every matched route says so in `handle`, and nothing went
 * wrong or was posted): the server may keep it and serve it again with this browser's nonce and token.
 */
function keepable(routerContext: EntryContext, status: number, request: Request): boolean {
  const { matches, actionData, errors } = routerContext.staticHandlerContext;
  if (request.method !== "GET" || actionData || errors || (status !== 200 && status !== 404)) return false;
  return matches.every((match) => match.route.id === "root" || (routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.pageCache === true);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const made = contextOf(loadContext);
  const nonce = made.cspNonce;

  // Pages are small and never suspend: rendered whole into one string (issue 13: many small writes
  // through the stream and compression cost more than the render), sent as one complete document.
  const stream = await renderToReadableStream(
    <NonceProvider value={nonce}>
      {/* Only the server holds the prefix list: the browser reads the options from the page (decision 114). */}
      <PrefixListContext.Provider value={PHONE_PREFIXES}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PrefixListContext.Provider>
    </NonceProvider>,
    {
      nonce,
      // A finished Suspense boundary stays in place however large (React outlines big ones into a
      // hidden element that only a script reveals): sign-up's lazy invoicing section must show
      // without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        logServerError(error, made.requestId);
        reportServerError(made.reportError, error, { requestId: made.requestId, method: request.method, url: request.url, pattern: made.pattern });
      },
    },
  );
  await stream.allReady;
  const html = paintFirst(await new Response(stream).text());
  made.page = { html, keepable: keepable(routerContext, responseStatusCode, request) };
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Loader, action and render errors, each logged once with its request id (issue 11 item 10) and
 * reported to Sentry when it is configured (decision 148). A render error also reached onError above:
 * Sentry sends the same error object once.
 */
export const handleError: HandleErrorFunction = (error, { context, request }) => {
  // Partial: an error may come before the root middleware made the request's context.
  const { requestId, reportError, pattern } = (context as Readonly<RouterContextProvider>).get(requestContext) ?? {};
  logServerError(error, requestId);
  // The client went away and aborted its request: nothing of ours to fix (decision 133).
  if (!request.signal.aborted) reportServerError(reportError, error, { requestId, method: request.method, url: request.url, pattern });
};
