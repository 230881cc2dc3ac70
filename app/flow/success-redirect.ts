import type { Query } from "./query";
import { isFlagSet } from "./query";
import type { FlowRedirect } from "./redirect";
import { FlowRoute } from "./routes";

/**
 * Spec §4, successful response with a redirect URL: after a sign-up (fs) or a sign-up finalization
 * (fsf) the user first sees the success page, whose button leads to the URL (carried as `sr`, the
 * feedback pages' redirect parameter: decision 015); otherwise the browser goes straight there.
 */
export function successRedirect(url: string, query: Query): FlowRedirect {
  if (isFlagSet(query, "fs")) return { path: FlowRoute.signUpSuccess, query: { sr: url } };
  if (isFlagSet(query, "fsf")) return { path: FlowRoute.signUpFinalizationSuccess, query: { sr: url } };
  return { external: url };
}
