import { contextOf, type RouteArgs } from "../request-context";
import type { UpstreamContext } from "./client.server";

/**
 * The per-call context a route lends the client: the browser's cookies (for the relay of decision 003),
 * the form's reCAPTCHA token, the request's abort signal, and the observer the server made for the
 * request (app/request-context.ts).
 */
export function upstreamContext({ request, context }: RouteArgs, form?: FormData): UpstreamContext {
  const token = form?.get("g-recaptcha-response");
  return {
    cookies: request.headers.get("Cookie"),
    ...(typeof token === "string" ? { recaptchaToken: token } : {}),
    signal: request.signal,
    observe: contextOf(context).observeUpstream,
  };
}

/** Adds the relayed upstream cookies of one or more results to the response the browser gets. */
export function relaySetCookies(headers: Headers, ...results: { setCookies: readonly string[] }[]): Headers {
  for (const result of results) for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
