import { decide } from "../flow/decide";
import type { LoginKind } from "../flow/login";
import type { Query } from "../flow/query";
import { upstream } from "../upstream/instance.server";
import { upstreamContext } from "../upstream/request-context.server";
import { requireReachable } from "./decision.server";
import type { credentialsOf } from "./login-schema";

export type LoginAttempt = {
  kind: LoginKind;
  /** The login's query (client and redirect, or returnUrl): it names the call's redirect fields. */
  query: Query;
  credentials: ReturnType<typeof credentialsOf>;
  password: string;
};

/**
 * One login (spec §7: Login for a client login, Sso with RememberMe false for a single sign-on) and its
 * flow decision. Shared by the login form and by email-selection, which repeats the login with the
 * e-mail the customer chose, so both follow exactly the same outcomes. An unreachable upstream ends on
 * feedback/network-error.
 */
export async function attemptLogin(request: Request, form: FormData, attempt: LoginAttempt) {
  const { kind, query, credentials, password } = attempt;
  const context = upstreamContext(request, form);
  const result =
    kind === "client"
      ? await upstream().login(context, { ...credentials, Password: password, LoginClient: query.client, LoginRedirect: query.redirect })
      : await upstream().sso(context, { ...credentials, Password: password, LoginRedirect: query.returnUrl, RememberMe: false });
  requireReachable(result, request);

  const decision = decide(result, {
    route: new URL(request.url).pathname,
    query,
    now: Date.now(),
    submitted: { password, phoneNumber: credentials.Mobile, phonePrefix: credentials.Prefix },
  });
  return { result, decision };
}

/**
 * Which login a query belongs to, by the back-to-login rule of spec §2: returnUrl names the single
 * sign-on, anything else the client login. For screens that continue a login, away from its path.
 */
export function loginKindOf(query: Query): LoginKind {
  return query.returnUrl ? "sso" : "client";
}
