import type { LoginKind } from "../flow/login";
import type { Query } from "../flow/query";
import type { UpstreamResult } from "../upstream/client.server";
import type { StepInput } from "./step.server";

export type LoginAttempt = {
  kind: LoginKind;
  credentials: { Username?: string; Prefix?: string; Mobile?: string };
  password: string;
};

/**
 * One login (spec §7: Login for a client login, Sso with RememberMe false for a single sign-on). Shared
 * by the login form and by email-selection, which repeats the login with the e-mail the customer chose,
 * so both follow exactly the same outcomes. The query names the call's redirect fields.
 */
export function callLogin(input: StepInput<unknown, unknown>, attempt: LoginAttempt): Promise<UpstreamResult<"login" | "sso">> {
  const { kind, credentials, password } = attempt;
  const { query, upstream, context } = input;
  return kind === "client"
    ? upstream.login(context, { ...credentials, Password: password, LoginClient: query.client, LoginRedirect: query.redirect })
    : upstream.sso(context, { ...credentials, Password: password, LoginRedirect: query.returnUrl, RememberMe: false });
}

/**
 * Which login a query belongs to, by the back-to-login rule of spec §2: returnUrl names the single
 * sign-on, anything else the client login. For screens that continue a login, away from its path.
 */
export function loginKindOf(query: Query): LoginKind {
  return query.returnUrl ? "sso" : "client";
}
