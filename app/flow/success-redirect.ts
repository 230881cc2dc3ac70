import type { Query } from "./query";
import { isFlagSet } from "./query";
import type { FlowRedirect } from "./redirect";
import { FlowRoute } from "./routes";

/**
 * What the sign-up success page finished, when it was not the sign-up itself: confirm-email's code also
 * leads there (spec §4 sets fs on the way in), for a customer who logged in as often as for one who
 * signed up, so the page names what was done rather than "Registrazione completata" (decision 157).
 */
export const SuccessOf = { param: "done", emailConfirmed: "email" } as const;

/**
 * Spec §4, successful response with a redirect URL: after a sign-up (fs) or a sign-up finalization
 * (fsf) the user first sees the success page, whose button leads to the URL (carried as `sr`, the
 * feedback pages' redirect parameter: decision 015); otherwise the browser goes straight there.
 * `emailConfirmed`: the answer confirmed an e-mail (confirm-email), which the page then says.
 */
export function successRedirect(url: string, query: Query, { emailConfirmed = false }: { emailConfirmed?: boolean } = {}): FlowRedirect {
  if (isFlagSet(query, "fs")) {
    return { path: FlowRoute.signUpSuccess, query: emailConfirmed ? { sr: url, [SuccessOf.param]: SuccessOf.emailConfirmed } : { sr: url } };
  }
  if (isFlagSet(query, "fsf")) return { path: FlowRoute.signUpFinalizationSuccess, query: { sr: url } };
  return { external: url };
}
