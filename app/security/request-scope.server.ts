import { AsyncLocalStorage } from "node:async_hooks";

/** One browser request, as the server saw it: its id and the client address it trusts. */
export type RequestScope = {
  requestId: string;
  ip: string;
  cookies: string | null;
  /**
   * The post's form as the server read it under the cap (server/http-guards.ts): the application takes
   * it from here instead of reading and parsing the same body again (issue 13).
   */
  form?: URLSearchParams;
  /** Writes to shared state the answer depends on; the server awaits them before answering. */
  pendingWrites: Promise<unknown>[];
  /** Set when the upstream accepted a login in this request: the session and CSRF token rotate. */
  loggedIn?: boolean;
  /** The session has already been started afresh for that login. */
  sessionRotated?: boolean;
  /** The upstream refused this request's reCAPTCHA token: the server answers, not the screen. */
  recaptchaRefused?: boolean;
};

// The server (server/*.ts) and the built application (build/server) load this module separately in
// production; one store on globalThis lets both see the same request.
const KEY = Symbol.for("area-riservata.request-scope");
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestScope> };
export const requestScope: AsyncLocalStorage<RequestScope> = (holder[KEY] ??= new AsyncLocalStorage<RequestScope>());

export function currentScope(): RequestScope | undefined {
  return requestScope.getStore();
}
