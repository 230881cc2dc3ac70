/** One browser request, as the server saw it: its id and the client address it trusts. */
export type RequestScope = {
  requestId: string;
  ip: string;
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
};

/**
 * The header naming a request's scope on the Request the server hands React Router, which copies it
 * into every Request it makes from that one. The server drops a browser's own header of this name.
 * A header rather than AsyncLocalStorage: on Node 20 that turns on a hook for every promise of every
 * request, ~0.1 ms of CPU per login post (decisions 102, 125, 126).
 */
export const SCOPE_HEADER = "x-area-riservata-scope";

// The server (server/*.ts) and the built application (build/server) load this module separately in
// production; one registry on globalThis lets both see the same request.
const KEY = Symbol.for("area-riservata.request-scopes");
const holder = globalThis as { [KEY]?: { scopes: Map<string, RequestScope>; opened: number } };
const registry = (holder[KEY] ??= { scopes: new Map(), opened: 0 });

/** Registers a request's scope until `close` is called; the id goes in the SCOPE_HEADER. */
export function openScope(scope: RequestScope): { id: string; close: () => void } {
  const id = String((registry.opened += 1));
  registry.scopes.set(id, scope);
  return { id, close: () => registry.scopes.delete(id) };
}

/** The scope of the browser request this Request was made for, if the server opened one. */
export function scopeOf(request: Request | undefined): RequestScope | undefined {
  const id = request?.headers.get(SCOPE_HEADER);
  return id ? registry.scopes.get(id) : undefined;
}
