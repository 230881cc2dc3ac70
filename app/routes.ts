import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The route tree of spec §2. Screens whose forms belong to later issues are listed in comments where
 * they will go, so the tree reads whole; until then their paths fall through to feedback/404.
 */
export default [
  index("routes/home.ts"),

  ...prefix("auth", [
    index("routes/auth/index.ts"),
    route("client_login", "routes/auth/login.tsx", { id: "auth-client-login" }),
    route("sso-login", "routes/auth/login.tsx", { id: "auth-sso-login" }),
  ]),
  // Not an index route: a form posted without JavaScript would show "?index" in the address.
  route("reset-password", "routes/reset-password/index.tsx"),
  route("reset-password/feedback/success", "routes/reset-password/success.tsx"),
  // Not an index route: a form posted without JavaScript would show "?index" in the address.
  route("sign-up", "routes/sign-up/index.tsx"),
  route("sign-up/check", "routes/sign-up/check.ts"),
  route("sign-up/search/:list", "routes/sign-up/search.ts"),
  route("sign-up/feedback/success", "routes/sign-up/success.tsx", { id: "sign-up-success" }),
  // The thin registration (spec §2; decision 080). The root is a plain route, not an index, for the same
  // reason as reset-password.
  route("sign-up-finalization", "routes/sign-up-finalization/index.tsx"),
  ...prefix("sign-up-finalization", [
    route("select-mobile", "routes/sign-up-finalization/select-mobile.tsx"),
    route("unassociated-failure", "routes/sign-up-finalization/failure.tsx", { id: "thin-unassociated-failure" }),
    route("associated-failure", "routes/sign-up-finalization/failure.tsx", { id: "thin-associated-failure" }),
    route("verify-mobile", "routes/sign-up-finalization/verify-mobile.tsx"),
    route("select-email", "routes/sign-up-finalization/select-email.tsx"),
    route("confirm-email-pin", "routes/sign-up-finalization/confirm-email-pin.tsx"),
    route("set-password", "routes/sign-up-finalization/set-password.tsx"),
  ]),
  route("sign-up-finalization/feedback/success", "routes/sign-up/success.tsx", { id: "sign-up-finalization-success" }),
  ...prefix("pending-operation", [
    route("email-selection", "routes/pending-operation/email-selection.tsx"),
    route("confirm-mobile", "routes/pending-operation/confirm-mobile.tsx"),
    route("change-mobile", "routes/pending-operation/change-mobile.tsx"),
    route("confirm-email", "routes/pending-operation/confirm-email.tsx"),
    route("need-accept-consents", "routes/pending-operation/consents.tsx", { id: "need-accept-consents" }),
    route("confirm-consents", "routes/pending-operation/consents.tsx", { id: "confirm-consents" }),
    route("change-password", "routes/pending-operation/change-password.tsx"),
    ...prefix("migration", [
      route("need-insert-phone", "routes/pending-operation/need-insert-phone.tsx"),
      route("select-mobile", "routes/pending-operation/change-mobile.tsx", { id: "migration-select-mobile" }),
      route("confirm-mobile", "routes/pending-operation/confirm-mobile.tsx", { id: "migration-confirm-mobile" }),
    ]),
  ]),

  ...prefix("account", [
    index("routes/account/index.ts"),
    route("temporary-blocked", "routes/account/temporary-blocked.tsx"),
    route("blocked", "routes/account/status-page.tsx", { id: "account-blocked" }),
    route("unconfirmed", "routes/account/unconfirmed.tsx"),
    route("inactive", "routes/account/status-page.tsx", { id: "account-inactive" }),
    route("closing", "routes/account/status-page.tsx", { id: "account-closing" }),
    route("active", "routes/account/status-page.tsx", { id: "account-active" }),
    route("closed", "routes/account/status-page.tsx", { id: "account-closed" }),
  ]),

  // The accessibility statement (issue 25), linked from every page's footer.
  route("accessibility", "routes/accessibility.tsx"),

  ...prefix("feedback", [
    index("routes/feedback/index.ts"),
    route("success", "routes/feedback/page.tsx", { id: "feedback-success" }),
    route("failure", "routes/feedback/page.tsx", { id: "feedback-failure" }),
    route("no-cookies", "routes/feedback/no-cookies.tsx"),
    route("network-error", "routes/feedback/page.tsx", { id: "feedback-network-error" }),
    route("generic-error", "routes/feedback/page.tsx", { id: "feedback-generic-error" }),
    route("404", "routes/feedback/page.tsx", { id: "feedback-404" }),
  ]),

  route("__test/session", "routes/test-session.ts"),
  route("__test/clock", "routes/test-clock.ts"),
  route("*", "routes/not-found.ts"),
] satisfies RouteConfig;

