/**
 * What a screen's post does, as its route module declares it in its `middleware` export (issue 40,
 * design §7): `export const middleware = [screen({ bucket: "strict", login: true, sms: "account" })]`
 * (app/actions/screen.server.ts). The pipeline reads the declaration from the request's context; nothing
 * else decides these things from a path or a field name. Types only: the browser never loads this module.
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

/** A post to a route that declares nothing: the safe side, strict (a test keeps every action declared). */
export const UNDECLARED: ScreenPolicy = { bucket: "strict" };

