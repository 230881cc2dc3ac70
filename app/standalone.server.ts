import { randomBytes } from "node:crypto";
import { getConfig } from "./config.server";
import type { RequestContext, ServerServices, Throttle } from "./request-context";
import { owedCookies } from "./session/owed-cookies.server";

// Written in place of this browser's token while the page renders, then replaced: the token is bound to
// the session the answer leaves the browser with, known only once the application is done.
const TOKEN_STAND_IN = `csrf${randomBytes(12).toString("hex")}`;

/** No counters: React Router alone knows no client address to count by (decision 186). */
const uncounted: Throttle = {
  loginLocked: async () => null,
  loginResult: async () => undefined,
  loginSmsCapped: async () => null,
  spendSms: async () => null,
  recordLoginSms: async () => undefined,
  refundSms: async () => undefined,
  spendBucket: async () => null,
  spendProbe: async () => null,
  spendRead: async () => null,
};

/**
 * What the application lends itself when React Router alone serves it (`react-router dev`, with no
 * server of ours in front): no nonce (no CSP header is sent), this browser's token, and no counters.
 * Only in Dev and Test: a deployed environment always runs behind our server, which lends all three.
 */
export function standaloneServices(requestId: string): ServerServices {
  const { appEnv } = getConfig();
  if (appEnv !== "Dev" && appEnv !== "Test") throw new Error(`APP_ENV=${appEnv} is served by our server only (node build/serve.mjs), never by React Router alone`);
  return { cspNonce: "", csrfToken: TOKEN_STAND_IN, requestId, throttle: uncounted };
}

/** The answer as our server would finish it: the cookies it owes and this browser's token in the page. */
export async function finishStandalone(request: Request, response: Response, made: RequestContext): Promise<Response> {
  const settled = await Promise.allSettled(made.pendingWrites);
  if (settled.some((write) => write.status === "rejected")) return new Response("Shared state unavailable", { status: 503 });
  const headers = new Headers(response.headers);
  const filled = /^text\/(html|x-script)\b/.test(headers.get("Content-Type") ?? "");
  const text = filled ? await response.text() : null;
  const rotate = made.loggedIn === true;
  const owed = owedCookies(request.headers.get("Cookie"), response.headers.getSetCookie(), { wanted: rotate || (text?.includes(TOKEN_STAND_IN) ?? false), rotate }, false);
  for (const cookie of owed.setCookies) headers.append("Set-Cookie", cookie);
  if (text === null) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  headers.delete("Content-Length");
  return new Response(text.replaceAll(TOKEN_STAND_IN, owed.token), { status: response.status, statusText: response.statusText, headers });
}
