import type { QueryInput } from "./query";
import { toQuery } from "./query";
import type { FlowRedirect } from "./redirect";
import { hrefOf } from "./redirect";
import { FlowRoute } from "./routes";

/** The parameters that name the login to go back to (spec §2): all a link elsewhere need carry. */
const LOGIN_PARAMS = ["returnUrl", "client", "redirect"] as const;

/**
 * A search string with only the login's parameters of `search`, for a page that should lead back to
 * the login without echoing anything else of the query (an `sr`, say).
 */
export function loginSearch(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of LOGIN_PARAMS) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

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
