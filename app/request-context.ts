import type { ErrorReporter } from "./error-reports.server";
import type { ScreenPolicy } from "./screens";
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
  | { kind: "loginLocked" | "smsCappedNumber" | "smsCappedAddress" | "probeCapped" | "readCapped"; waitMs: number }
  | { kind: "unavailable" };

/**
 * The one per-request context (decision 153): the server (server/app.ts) makes a fresh object for each
 * request and hands it to React Router as the load context, which passes that same object to every
 * loader, action and the entry's handlers. Everything a request shares between the server and the
 * application travels here, typed, and nowhere else: no global registry, no header. The application
 * typechecks alone with this file (tsconfig.app.json); server/ imports these types, never the reverse.
 */
export interface RequestContext {
  // Given by the server.
  /** A stand-in the server replaces with the response's nonce (server/per-response.ts). */
  readonly cspNonce: string;
  /** This browser's CSRF token, or a stand-in the server replaces with it. */
  readonly csrfToken: string;
  /** The id the answer carries in X-Request-Id. */
  readonly requestId: string;
  /** What the matched route declares (app/screens.ts), found once by the server for this request. */
  readonly screen: ScreenPolicy;
  /** The shared counters for this request. */
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

/** What React Router hands every loader and action that the application's helpers need. */
export type RouteArgs = { request: Request; context: RequestContext };

declare module "react-router" {
  // The load context React Router hands loaders and actions is the one above.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
