import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { logServerError } from "./security/render-errors.server";
import { NonceProvider } from "./ui/nonce";
import { paintFirst } from "./ui/paint-first.server";
import { PHONE_PREFIXES } from "./ui/phone-prefixes";
import { PrefixListContext } from "./ui/prefix-select";
import type { RouteHandle } from "./ui/route-handle";

export const streamTimeout = 5_000;

/**
 * Whether the page depends on its URL alone (every matched route says so in `handle`, and nothing went
 * wrong or was posted): the server may keep it and serve it again with this browser's nonce and token.
 */
function keepable(routerContext: EntryContext, status: number, request: Request): boolean {
  const { matches, actionData, errors } = routerContext.staticHandlerContext;
  if (request.method !== "GET" || actionData || errors || (status !== 200 && status !== 404)) return false;
  return matches.every((match) => match.route.id === "root" || (routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.pageCache === true);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // Pages are small and never suspend: rendered whole into one string (issue 13: many small writes
    // through the stream and compression cost more than the render), sent as one complete document.
    const { pipe, abort } = renderToPipeableStream(
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
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              const html = paintFirst(Buffer.concat(chunks).toString("utf8"));
              loadContext.page = { html, keepable: keepable(routerContext, responseStatusCode, request) };
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          logServerError(error, loadContext.requestId);
        },
      },
    );
  });
}

/** Loader, action and render errors, each logged once with its request id (issue 11 item 10). */
export const handleError: HandleErrorFunction = (error, { context }) => {
  logServerError(error, (context as Partial<AppLoadContext>).requestId);
};
