/** Where "back to login" leads (spec §2), as a pure function of the query string. */
export type BackToLogin =
  | { kind: "route"; path: "/auth/sso-login" | "/auth/client_login"; search: string }
  | { kind: "external"; url: string }
  | { kind: "none" };

export function backToLogin(query: URLSearchParams): BackToLogin {
  const search = query.toString() ? `?${query.toString()}` : "";
  if (query.get("returnUrl")) return { kind: "route", path: "/auth/sso-login", search };
  if (query.get("client") && query.get("redirect")) return { kind: "route", path: "/auth/client_login", search };
  const redirect = query.get("redirect");
  if (redirect) return { kind: "external", url: redirect };
  return { kind: "none" };
}
