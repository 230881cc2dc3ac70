import { createContext, type RouterContext, type RouterContextProvider } from "react-router";
import type { ErrorReporter } from "./error-reports.server";
import type { ScreenPolicy } from "./screen-policy";
import type { UpstreamObserver } from "./upstream/client.server";

/** The rendered document, handed back by app/entry.server.tsx so the server need not read it again. */
export type RenderedPage = { html: string; keepable: boolean };

/**
 * The shared counters, as the server lends them to one request (bound to its client address). Each
 * check answers the wait in milliseconds when a limit is reached, null when the post may go on, and
 * throws when the shared store cannot be reached (the pipeline then refuses: fail closed).
 */
export interface Throttle {
  /** Whether the credential (already normalised, see app/security/throttle-keys.ts) is locked. */
  loginLocked(account: string): Promise<number | null>;
  /**
   * A login's result: a wrong password counts against the credential, a success clears this address's
   * count. `identifiers` are the account's others the upstream named (normalised as the credential is):
   * linked to it first, so that every identifier of one account shares one lock.
   */
  loginResult(account: string, outcome: "accepted" | "badCredentials" | "other", identifiers?: readonly string[]): Promise<void>;
  /** Whether a login of this credential, known to make the upstream send an SMS, would pass a spent cap. */
  loginSmsCapped(account: string): Promise<{ limit: "address" | "number"; waitMs: number } | null>;
  /** Spends one SMS for this address and, when known, for the destination number. */
  spendSms(destination: string | null): Promise<{ limit: "address" | "number"; waitMs: number } | null>;
  /** Counts an SMS a login made the upstream send to `destination`, and remembers the credential leads there. */
  recordLoginSms(account: string | null, destination: string | null): Promise<void>;
  /** Gives back what spendSms took, when the upstream sent nothing. */
  refundSms(destination: string | null): Promise<void>;
  /** Spends one post of this address in a screen's bucket (strict also counts against the daily cap). */
  spendBucket(bucket: ScreenPolicy["bucket"]): Promise<{ limit: "strict" | "lax" | "daily"; waitMs: number } | null>;
  /** Spends one look-up of whether an e-mail or a number is registered, for this address and session. */
  spendProbe(session: string | null): Promise<number | null>;
  /**
   * Spends one upstream call a page (a GET) makes for this address. Never throws: with the shared store
   * unreachable it counts in this process, so pages stay up while posts are refused.
   */
  spendRead(): Promise<number | null>;
}

/** A limit the pipeline reached: the server answers with its branded page instead of the screen. */
export type Refusal =
  | { kind: "strict" | "lax" | "daily" | "loginLocked" | "smsCappedNumber" | "smsCappedAddress" | "probeCapped" | "readCapped"; waitMs: number }
  | { kind: "unavailable" };

/**
 * What a server lends the application for one request (server/app.ts hands it in the load context);
 * absent when React Router alone serves the app (`react-router dev`), and the root middleware then makes
 * its own (app/request-context.server.ts).
 */
export interface ServerServices {
  /** A stand-in the server replaces with the response's nonce (server/per-response.ts). */
  readonly cspNonce: string;
  /** A stand-in the server replaces with this browser's CSRF token. */
  readonly csrfToken: string;
  /** The id the answer carries in X-Request-Id. */
  readonly requestId: string;
  /** The shared counters, bound to this request's client address. */
  readonly throttle: Throttle;
  /**
   * The post's form as the server read it under the cap (server/http-guards.ts): the application takes
   * it from here instead of reading and parsing the same body again (issue 13).
   */
  readonly form?: URLSearchParams;
  /** Told of each upstream answer made for this request (metrics, auth events); absent, nobody is. */
  readonly observeUpstream?: UpstreamObserver;
  /** Sends a server error to Sentry (decision 148); absent without SENTRY_DSN. */
  readonly reportError?: ErrorReporter;
}

/**
 * The one per-request context (decisions 153, 186): the root middleware (app/request-context.server.ts)
 * makes a fresh one for each request, from what the server lends or on its own, and the matched route's
 * middleware adds what that screen declares. React Router hands it to every loader, action and the
 * entry's handlers through `contextOf`; the server reads what the application answered from the same
 * object once React Router is done. Everything a request shares travels here, typed, and nowhere else.
 * The application typechecks alone with this file (tsconfig.app.json); server/ imports these types,
 * never the reverse.
 */
export interface RequestContext extends ServerServices {
  // Declared by the matched route's middleware (app/actions/screen.server.ts).
  /** What the screen declares; a route that declares nothing is strict. */
  screen: ScreenPolicy;
  /** Whether this post was counted in its screen's bucket (a post no screen counted is counted strict). */
  counted: boolean;
  /** The route pattern React Router matched ("/auth/client_login"): the route's label, never a raw path. */
  pattern: string;

  // Answered by the application; the server reads them once React Router is done.
  /** Writes to shared state the answer depends on; the server awaits them before answering. */
  readonly pendingWrites: Promise<unknown>[];
  /** Set when the upstream accepted a login in this request: the server rotates the CSRF token (issue 11 item 7). */
  loggedIn?: boolean;
  /** Set by the pipeline when a limit refuses the post; the server answers with the refusal. */
  refusal?: Refusal;
  /** The page as rendered, set by app/entry.server.tsx. */
  page?: RenderedPage;
}

// One pair of keys per process, on globalThis: each language's build bundles its own copy of this module
// (decision 164) and the server imports another, and React Router finds a value by its key's identity.
const KEYS = Symbol.for("area-riservata.request-context-keys");
type Keys = { services: RouterContext<ServerServices | null>; context: RouterContext<RequestContext | null> };
const keys: Keys = ((globalThis as { [KEYS]?: Keys })[KEYS] ??= { services: createContext<ServerServices | null>(null), context: createContext<RequestContext | null>(null) });

/** What the server lends, in the load context it hands React Router. */
export const serverServices = keys.services;
/** The request's context, set by the root middleware. */
export const requestContext = keys.context;

/** The request's context, from what React Router hands a loader, an action, a middleware or the entry. */
export function contextOf(context: Readonly<RouterContextProvider>): RequestContext {
  const found = context.get(requestContext);
  if (!found) throw new Error("no request context: the root middleware (app/root.tsx) did not run");
  return found;
}

/** What React Router hands every loader and action that the application's helpers need. */
export type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };
