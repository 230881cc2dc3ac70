import type { QueryInput } from "./query";
import { toQuery } from "./query";
import type { FlowRedirect } from "./redirect";
import { hrefOf } from "./redirect";
import { FlowRoute } from "./routes";

/**
 * Spec §2, back-to-login: returnUrl → the SSO login, client and redirect → the client login (both
 * keeping the whole query), redirect alone → that URL, otherwise false.
 */
export function backToLoginTarget(input: QueryInput): FlowRedirect | false {
  const query = toQuery(input);
  if (query.returnUrl) return { path: FlowRoute.ssoLogin, query };
  if (query.client && query.redirect) return { path: FlowRoute.clientLogin, query };
  if (query.redirect) return { external: query.redirect };
  return false;
}

/** Where "back to login" leads (spec §2), in the shape the account guards use. */
export type BackToLogin =
  | { kind: "route"; path: "/auth/sso-login" | "/auth/client_login"; search: string }
  | { kind: "external"; url: string }
  | { kind: "none" };

export function backToLogin(query: URLSearchParams): BackToLogin {
  const target = backToLoginTarget(query);
  if (target === false) return { kind: "none" };
  if ("external" in target) return { kind: "external", url: target.external };
  const href = hrefOf(target);
  return {
    kind: "route",
    path: target.path as "/auth/sso-login" | "/auth/client_login",
    search: href.slice(target.path.length),
  };
}
