/** The paths of spec §2 that the flow engine sends users to or reasons about. */
export const FlowRoute = {
  clientLogin: "/auth/client_login",
  ssoLogin: "/auth/sso-login",
  signUp: "/sign-up",
  signUpSuccess: "/sign-up/feedback/success",
  accountBlocked: "/account/blocked",
  accountTemporaryBlocked: "/account/temporary-blocked",
  accountUnconfirmed: "/account/unconfirmed",
  accountInactive: "/account/inactive",
  accountClosing: "/account/closing",
  confirmMobile: "/pending-operation/confirm-mobile",
  confirmEmail: "/pending-operation/confirm-email",
  changeMobile: "/pending-operation/change-mobile",
  emailSelection: "/pending-operation/email-selection",
  needAcceptConsents: "/pending-operation/need-accept-consents",
  changePassword: "/pending-operation/change-password",
  migration: "/pending-operation/migration",
  migrationConfirmMobile: "/pending-operation/migration/confirm-mobile",
  needInsertPhone: "/pending-operation/migration/need-insert-phone",
  signUpFinalization: "/sign-up-finalization",
  selectMobile: "/sign-up-finalization/select-mobile",
  unassociatedFailure: "/sign-up-finalization/unassociated-failure",
  associatedFailure: "/sign-up-finalization/associated-failure",
  verifyMobile: "/sign-up-finalization/verify-mobile",
  selectEmail: "/sign-up-finalization/select-email",
  confirmEmailPin: "/sign-up-finalization/confirm-email-pin",
  setPassword: "/sign-up-finalization/set-password",
  signUpFinalizationSuccess: "/sign-up-finalization/feedback/success",
} as const;

export type FlowRoute = (typeof FlowRoute)[keyof typeof FlowRoute];

/** "/sign-up/" and "/Sign-Up" are the same route as "/sign-up". */
export function normaliseRoute(path: string): string {
  const trimmed = path.split(/[?#]/)[0]!.replace(/\/+$/, "").toLowerCase();
  return trimmed === "" ? "/" : trimmed;
}

export function isWithin(route: string, area: string): boolean {
  const path = normaliseRoute(route);
  return path === area || path.startsWith(`${area}/`);
}
