// The product's rules (design §3 step 4): pure functions, no I/O.
export { AccountStatus, isAccountStatus, statusForCode } from "./account-status";
export { actionRequiredDecision, requiredAction, RequiredAction } from "./action-required";
export type { ActionContext, ActionDecision } from "./action-required";
export { backToLogin, backToLoginTarget } from "./back-to-login";
export type { BackToLogin } from "./back-to-login";
export { decide, resendSmsFailedToast } from "./decide";
export { honouredQuery, isFlagHonoured } from "./flags";
export type { DecideContext, FlowDecision, Toast } from "./decide";
export {
  defaultTemporaryBlockMinutes,
  isLocked,
  secondsLeft,
  smsDispatchExpiry,
  smsDispatchLockMs,
  temporaryBlockExpiry,
} from "./locks";
export type { Locks } from "./locks";
export { LoginFailureKind, loginFailureKind, loginMessage, loginPrecondition } from "./login";
export type { LoginKind, LoginMessageCase } from "./login";
export { contactState, emailState, isUsableState, phoneState } from "./navigation-state";
export type {
  AmbiguousState,
  ContactState,
  EmailState,
  NavigationState,
  PhoneEmailState,
  PhoneState,
} from "./navigation-state";
export type { FlowError, FlowErrorBody, FlowFieldError, UpstreamOutcome } from "./outcome";
export { isFlagSet, toQuery, withoutParams } from "./query";
export type { Query, QueryInput } from "./query";
export { hrefOf } from "./redirect";
export type { FlowRedirect } from "./redirect";
export { FlowRoute, isWithin, normaliseRoute } from "./routes";
export { successRedirect, SuccessOf } from "./success-redirect";
export { keepsThinStep, ThinStep, thinScreenRedirect, thinStepOf } from "./thin";
