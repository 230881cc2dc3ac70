import * as copy from "../copy/it";
import { codeKey, sameCode } from "./codes";
import type { UpstreamOutcome } from "./outcome";
import type { Query } from "./query";

/** Spec §3: the login failure kinds. */
export const LoginFailureKind = {
  badCredentials: "badCredentials",
  blacklist: "blacklist",
  ipBlacklist: "ipBlacklist",
  disabled: "disabled",
  noRedirectUrl: "noRedirectUrl",
  noClient: "noClient",
  other: "other",
} as const;

export type LoginFailureKind = (typeof LoginFailureKind)[keyof typeof LoginFailureKind];

/** The six cases of spec §8's login messages: the failure kinds plus a success without a redirect. */
export type LoginMessageCase = LoginFailureKind | "noRedirectInResponse";

/** Spec §8: the message shown on the login form. Blacklists fall under "anything else". */
export function loginMessage(kind: LoginMessageCase): string {
  const messages = copy.flow.login;
  switch (kind) {
    case "badCredentials":
      return messages.badCredentials;
    case "disabled":
      return messages.disabled;
    case "noRedirectUrl":
      return messages.noRedirectUrl;
    case "noClient":
      return messages.noClient;
    case "noRedirectInResponse":
      return messages.noRedirectInResponse;
    default:
      return messages.other;
  }
}

const kindByCode = new Map<string, LoginFailureKind>([
  [codeKey("WRONG_CREDENTIALS"), "badCredentials"],
  // Decision 016: the reference API never tells an unknown user from a wrong password.
  [codeKey("USER_NOT_FOUND"), "badCredentials"],
  [codeKey("USER_DISABLED"), "disabled"],
  [codeKey("USER_IN_BLACKLIST"), "blacklist"],
  // ipBlacklist has no code in spec §8's catalogue; it stays a kind for the route to report.
]);

export function loginFailureKind(code: string | null | undefined): LoginFailureKind {
  return kindByCode.get(codeKey(code)) ?? "other";
}

export type LoginKind = "client" | "sso";

/**
 * Whether the upstream accepted a login (issue 11 item 7): a success, or a refusal that only owes an
 * action (ACTION_REQUIRED), the customer signed in to finish it. Then the session starts afresh and
 * the CSRF token rotates. The one place that says so (decision 153).
 */
export function loginAccepted(outcome: UpstreamOutcome): boolean {
  if (outcome.call !== "login" && outcome.call !== "sso") return false;
  return outcome.ok || sameCode(outcome.error.code, "ACTION_REQUIRED");
}

/**
 * Spec §4: the client login needs a redirect URL and a client; the SSO login needs a redirect URL
 * (its `returnUrl`, or `redirect`: decision 016). Null when the login may proceed.
 */
export function loginPrecondition(kind: LoginKind, query: Query): LoginFailureKind | null {
  if (kind === "sso") return query.returnUrl || query.redirect ? null : "noRedirectUrl";
  if (!query.redirect) return "noRedirectUrl";
  if (!query.client) return "noClient";
  return null;
}
