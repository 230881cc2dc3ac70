import type { UpstreamContext } from "./client.server";

/**
 * The per-call context a route action lends the client: the browser's cookies (for the relay of
 * decision 003), the form's reCAPTCHA token, the request's abort signal and the request itself.
 */
export function upstreamContext(request: Request, form?: FormData): UpstreamContext {
  const token = form?.get("g-recaptcha-response");
  return {
    cookies: request.headers.get("Cookie"),
    ...(typeof token === "string" ? { recaptchaToken: token } : {}),
    signal: request.signal,
    request,
  };
}

/** Adds the relayed upstream cookies of one or more results to the response the browser gets. */
export function relaySetCookies(headers: Headers, ...results: { setCookies: readonly string[] }[]): Headers {
  for (const result of results) for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
