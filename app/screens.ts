/**
 * What each screen's post does, declared once (issue 20, decision 129). The server reads the entry of
 * the route React Router matched for its per-address buckets; the action pipeline
 * (app/actions/step.server.ts) reads the same entry for the login lock and the SMS caps. Nothing else
 * decides these things from a path or a field name. Keyed by route id (app/routes.ts); a test holds the
 * table and the route tree to each other, and the pipeline refuses an SMS or a login a screen did not
 * declare. Data only: the browser never loads this module.
 */

/** Where an SMS the upstream sends on this screen's post goes. */
export type SmsDestination =
  /** The number in the call itself (typed on this screen, or carried in the navigation state). */
  | "typed"
  /** The number the session's navigation state holds (a resend names no number). */
  | "session"
  /** The account the login names: the upstream sends to the number it holds for it. */
  | "account";

export type ScreenPolicy = {
  /**
   * The per-address bucket at the edge: "strict" for screens that try a password, send or check a code,
   * or reveal whether an address is registered; "lax" for the rest.
   */
  bucket: "strict" | "lax";
  /** The post tries a password: the credential it sends upstream is locked after repeated failures. */
  login?: true;
  /** The post may make the upstream send an SMS, counted per number and per address. */
  sms?: SmsDestination;
  /** The post may make the upstream send an e-mail (counted per address in the strict bucket). */
  email?: true;
  /** The post tells whether an e-mail or a number is registered (spec §8 messages): its own tight limit. */
  probe?: true;
};

/** A post to a route with no entry: the safe side, strict (a test keeps every action declared). */
export const UNDECLARED: ScreenPolicy = { bucket: "strict" };

const login: ScreenPolicy = { bucket: "strict", login: true, sms: "account" };
const codeScreen = (sms?: SmsDestination): ScreenPolicy => (sms ? { bucket: "strict", sms } : { bucket: "strict", email: true });

export const screens = {
  "auth-client-login": login,
  "auth-sso-login": login,
  // Repeats the login with the e-mail the customer picked.
  "routes/pending-operation/email-selection": login,
  "routes/reset-password/index": { bucket: "strict", email: true },
  "routes/sign-up/index": { bucket: "strict", sms: "typed", probe: true },
  "routes/sign-up/check": { bucket: "strict", probe: true },
  // The thin registration: the root sends the code to the number the upstream named (in the state).
  "routes/sign-up-finalization/index": { bucket: "strict", sms: "typed", probe: true },
  "routes/sign-up-finalization/select-mobile": { bucket: "strict", sms: "typed", probe: true },
  "routes/sign-up-finalization/verify-mobile": codeScreen("session"),
  "routes/sign-up-finalization/select-email": { bucket: "strict", email: true, probe: true },
  "routes/sign-up-finalization/confirm-email-pin": codeScreen(),
  "routes/sign-up-finalization/set-password": { bucket: "strict" },
  "routes/pending-operation/confirm-mobile": codeScreen("session"),
  "migration-confirm-mobile": codeScreen("session"),
  "routes/pending-operation/change-mobile": { bucket: "strict", sms: "typed", probe: true },
  "migration-select-mobile": { bucket: "strict", sms: "typed", probe: true },
  "routes/pending-operation/need-insert-phone": { bucket: "strict", sms: "typed", probe: true },
  "routes/pending-operation/confirm-email": codeScreen(),
  "need-accept-consents": { bucket: "strict" },
  "confirm-consents": { bucket: "strict" },
  "routes/pending-operation/change-password": { bucket: "strict" },
  // Dev and Test only: a post that fails on purpose, to prove errors are reported (decision 148).
  "routes/test-session": { bucket: "strict" },
  // A post to a path that is no screen only leads to the 404 page.
  "routes/not-found": { bucket: "lax" },
} as const satisfies Record<string, ScreenPolicy>;

export type ScreenId = keyof typeof screens;

/** The declaration of a route, by the id React Router gives it. */
export function screenPolicy(routeId: string | undefined): ScreenPolicy {
  return (routeId !== undefined && (screens as Record<string, ScreenPolicy>)[routeId]) || UNDECLARED;
}
