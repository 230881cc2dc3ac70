import * as copy from "../copy/it";
import { AccountStatus, statusForCode } from "./account-status";
import { actionRequiredDecision, requiredAction } from "./action-required";
import { codeKey, RECAPTCHA_REFUSED, sameCode } from "./codes";
import { honouredQuery } from "./flags";
import type { Locks } from "./locks";
import { smsDispatchExpiry, temporaryBlockExpiry } from "./locks";
import type { LoginFailureKind, LoginMessageCase } from "./login";
import { loginFailureKind, loginMessage } from "./login";
import type { AmbiguousState, NavigationState } from "./navigation-state";
import type { FlowError, FlowErrorBody, FlowFieldError, UpstreamOutcome } from "./outcome";
import type { Query, QueryInput } from "./query";
import { toQuery, withoutParams } from "./query";
import type { FlowRedirect } from "./redirect";
import { FlowRoute } from "./routes";
import { successRedirect } from "./success-redirect";

export interface Toast {
  severity: "error" | "warning" | "info" | "success";
  message: string;
  durationMs: number;
}

/** What the route action does next: store status, state and locks, then redirect or re-render. */
export interface FlowDecision<E extends FlowError = FlowError> {
  status?: AccountStatus;
  redirect?: FlowRedirect;
  state?: NavigationState;
  /** A form-level message (login, spec §8). */
  formMessage?: string;
  loginFailure?: LoginFailureKind;
  /** Per-field errors, camelCase names (spec §5). */
  fieldErrors?: Readonly<Record<string, FlowFieldError>>;
  toast?: Toast;
  locks?: Locks;
  /** The upstream error the route must handle itself (e.g. show the server's message). */
  propagate?: E;
  /**
   * The upstream did not answer the question asked: it refused the post's reCAPTCHA token. No screen may
   * read this as its answer (reset-password's "sent"); the form comes back with `formMessage`.
   */
  unanswered?: true;
}

export interface DecideContext {
  /** The path of the route whose action made the call, e.g. "/sign-up". */
  route: string;
  query: QueryInput;
  now: Date | number;
  /** What the user typed, for an ambiguous answer that does not repeat it. */
  submitted?: { password?: string; phoneNumber?: string; phonePrefix?: string };
}

/** Spec §8: a failed SMS resend. */
export const resendSmsFailedToast: Toast = { severity: "error", message: copy.flow.resendSmsFailed, durationMs: 10_000 };

const loginCalls = new Set(["login", "sso"]);
// Spec §4 names register-account and confirm-PIN-by-SMS; a completed thin registration leaves an active
// account just the same (decision 080), so the finalization's screens close behind it.
const activatingCalls = new Set(["registerAccount", "confirmPinSms", "completeRegistration"]);
/** The thin registration's code confirmations, whose refusal may carry AttemptBlockedUntil (spec §7). */
const thinCodeCalls = new Set(["confirmPhoneOtp", "confirmEmailOtp"]);

// Spec §5: the e-mail and mobile validation codes become field errors (decision 016).
const fieldByCode = new Map([
  [codeKey("USED_EMAIL"), "email"],
  [codeKey("BLOCKED_EMAIL"), "email"],
  [codeKey("USED_MOBILE"), "mobileNumber"],
  [codeKey("BLOCKED_MOBILE"), "mobileNumber"],
]);

interface Resolved {
  route: string;
  query: Query;
  now: number;
  submitted: NonNullable<DecideContext["submitted"]>;
}

function readRedirectUrl(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const url = (data as { UrlRedirect?: unknown }).UrlRedirect;
  return typeof url === "string" && url.trim() !== "" ? url : null;
}

function readDate(data: unknown, field: string): number | undefined {
  const value = typeof data === "object" && data !== null ? (data as Record<string, unknown>)[field] : undefined;
  return value instanceof Date ? value.getTime() : undefined;
}

function loginFailure<E extends FlowError>(kind: LoginMessageCase, extra: FlowDecision<E> = {}): FlowDecision<E> {
  const failure = kind === "noRedirectInResponse" ? "noRedirectUrl" : kind;
  return { ...extra, formMessage: loginMessage(kind), loginFailure: failure };
}

function decideSuccess<E extends FlowError>(call: string, data: unknown, ctx: Resolved): FlowDecision<E> {
  const decision: FlowDecision<E> = {};
  if (activatingCalls.has(call)) decision.status = AccountStatus.active;

  const url = readRedirectUrl(data);
  if (call === "login") return url ? { redirect: successRedirect(url, ctx.query) } : loginFailure("noRedirectInResponse");
  if (call === "sso") {
    // Decision 016: without a UrlRedirect the SSO login returns to the URL it was given.
    const target = url ?? ctx.query.returnUrl ?? ctx.query.redirect;
    return target ? { redirect: successRedirect(target, ctx.query) } : loginFailure("noRedirectUrl");
  }
  if (url) decision.redirect = successRedirect(url, ctx.query, { emailConfirmed: call === "confirmEmail" });
  else if (call === "confirmPinSms") decision.redirect = { path: FlowRoute.signUpSuccess, query: withoutParams(ctx.query, "fs") };

  if (call === "resendSms") decision.locks = { smsDispatchUntil: smsDispatchExpiry(ctx.now) };
  const otp = readDate(data, "OTPRequestBlockedUntil");
  if (otp !== undefined) decision.locks = { otpBlockedUntil: otp };
  const emailOtp = readDate(data, "OTPEmailRequestBlockedUntil");
  if (emailOtp !== undefined) decision.locks = { emailOtpBlockedUntil: emailOtp };
  return decision;
}

function ambiguousState(body: FlowErrorBody, ctx: Resolved): AmbiguousState {
  return {
    password: body.Password ?? ctx.submitted.password ?? "",
    phoneNumber: body.Mobile ?? body.PhoneNumber ?? ctx.submitted.phoneNumber ?? "",
    phonePrefix: body.Prefix ?? body.PhonePrefix ?? ctx.submitted.phonePrefix ?? "",
  };
}

/** Spec §4: a code that maps to a status sets it and, for the statuses with a page, goes there. */
function decideStatusCode<E extends FlowError>(body: FlowErrorBody, code: string | null, ctx: Resolved): FlowDecision<E> | null {
  const status = statusForCode(code);
  const to = (path: string): FlowRedirect => ({ path, query: ctx.query });
  switch (status) {
    case AccountStatus.blocked:
      return { status, redirect: to(FlowRoute.accountBlocked) };
    case AccountStatus.temporaryBlocked: {
      // Decision 002: the upstream's expiry (the e-mail channel names its own), else 15 minutes from now.
      const until = (body.OTPRequestBlockedUntil ?? body.OTPEmailRequestBlockedUntil)?.getTime() ?? temporaryBlockExpiry(ctx.now);
      return { status, redirect: to(FlowRoute.accountTemporaryBlocked), locks: { temporaryBlockUntil: until } };
    }
    case AccountStatus.inactive:
      return { status, redirect: to(FlowRoute.accountInactive) };
    case AccountStatus.closing:
      return { status, redirect: to(FlowRoute.accountClosing) };
    case AccountStatus.ambiguous:
      return { status, redirect: to(FlowRoute.emailSelection), state: ambiguousState(body, ctx) };
    case AccountStatus.unconfirmed:
      // Decision 016: the unconfirmed page exists for exactly this status.
      return { status, redirect: to(FlowRoute.accountUnconfirmed) };
    default:
      return null;
  }
}

function decideFailure<E extends FlowError>(call: string, error: E, ctx: Resolved): FlowDecision<E> {
  const isLogin = loginCalls.has(call);
  if (error.kind === "aborted") return { propagate: error };
  if (error.kind !== "code") {
    if (isLogin) return loginFailure("other");
    if (call === "resendSms") return { toast: resendSmsFailedToast };
    if (error.kind === "validation" && error.fields) return { fieldErrors: error.fields };
    return { propagate: error };
  }

  const body = error.body ?? {};
  const code = error.code ?? body.CodeError ?? null;
  // Decision 140: whatever the call, a refused token is said as such, with what to do; never "errore
  // imprevisto", a wrong password, or a success.
  if (sameCode(code, RECAPTCHA_REFUSED)) return { formMessage: copy.flow.recaptchaRefused, unanswered: true };
  if (sameCode(code, "ACTION_REQUIRED")) {
    const action = requiredAction(body.ActionRequired);
    // Spec §7: when the server says a phone confirmation is needed, the resend counts as success.
    if (call === "resendSms" && action === "needConfirmPhone") {
      return { locks: { smsDispatchUntil: smsDispatchExpiry(ctx.now) } };
    }
    const row = actionRequiredDecision(action, { route: ctx.route, query: ctx.query, now: ctx.now, body });
    if (row) {
      const { propagate, ...rest } = row;
      return propagate ? { ...rest, propagate: error } : rest;
    }
  }

  // Decision 080: too many wrong thin codes are a temporary block like too many SMS requests; the
  // upstream says so with AttemptBlockedUntil, whatever its CodeError.
  const attemptBlockedUntil = body.AttemptBlockedUntil?.getTime();
  if (thinCodeCalls.has(call) && attemptBlockedUntil !== undefined && attemptBlockedUntil > ctx.now) {
    return {
      status: AccountStatus.temporaryBlocked,
      redirect: { path: FlowRoute.accountTemporaryBlocked, query: ctx.query },
      locks: { temporaryBlockUntil: attemptBlockedUntil },
    };
  }

  const byStatus = decideStatusCode<E>(body, code, ctx);
  if (byStatus) return isLogin ? { ...byStatus, loginFailure: loginFailureKind(code) } : byStatus;

  if (isLogin) {
    const kind = loginFailureKind(code);
    return loginFailure(kind, kind === "disabled" ? { status: AccountStatus.disabled } : {});
  }
  if (call === "resendSms") return { toast: resendSmsFailedToast };
  const field = fieldByCode.get(codeKey(code));
  if (field && code) return { fieldErrors: { [field]: { code, message: body.MessageError ?? error.message } } };
  return { propagate: error };
}

/**
 * The flow engine's entry point (design §3 step 4): from an upstream result, the route that made the
 * call and its query, decides the new status, where to go, the state to carry, messages and locks.
 * Pure: the same input always gives the same decision.
 */
export function decide<E extends FlowError>(outcome: UpstreamOutcome<E>, context: DecideContext): FlowDecision<E> {
  const ctx: Resolved = {
    route: context.route,
    // Issue 12: a flag counts only on the steps that set it (decision 091).
    query: honouredQuery(context.route, toQuery(context.query)),
    now: typeof context.now === "number" ? context.now : context.now.getTime(),
    submitted: context.submitted ?? {},
  };
  return outcome.ok ? decideSuccess<E>(outcome.call, outcome.data, ctx) : decideFailure(outcome.call, outcome.error, ctx);
}
