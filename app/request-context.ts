import type { ScreenPolicy } from "./screens";

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
  /** A login's result: a wrong password counts against the credential, a success clears this address's count. */
  loginResult(account: string, outcome: "accepted" | "badCredentials" | "other"): Promise<void>;
  /** Spends one SMS for this address and, when known, for the destination number. */
  spendSms(destination: string | null): Promise<{ limit: "address" | "number"; waitMs: number } | null>;
  /** Counts an SMS already sent, without refusing anything (a login's). */
  recordSms(destination: string | null): Promise<void>;
  /** Gives back what spendSms took, when the upstream sent nothing. */
  refundSms(destination: string | null): Promise<void>;
  /** Spends one look-up of whether an e-mail or a number is registered, for this address and session. */
  spendProbe(session: string | null): Promise<number | null>;
}

/** A limit the pipeline reached: the server answers with its branded page instead of the screen. */
export type Refusal =
  | { kind: "loginLocked" | "smsCappedNumber" | "smsCappedAddress" | "probeCapped"; waitMs: number }
  | { kind: "unavailable" };

declare module "react-router" {
  interface AppLoadContext {
    /** A stand-in the server replaces with the response's nonce (server/per-response.ts). */
    cspNonce: string;
    /** This browser's CSRF token, or a stand-in the server replaces with it. */
    csrfToken: string;
    requestId: string;
    page?: RenderedPage;
    /** What the matched route declares (app/screens.ts), found once by the server for this request. */
    screen: ScreenPolicy;
    /** The shared counters for this request. */
    throttle: Throttle;
    /** Set by the pipeline when a limit refuses the post; the server answers with the refusal. */
    refusal?: Refusal;
  }
}
