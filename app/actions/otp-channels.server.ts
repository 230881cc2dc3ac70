import { href } from "react-router";
import * as it from "../copy/it";
import { withoutParams } from "../flow/query";
import { hrefOf } from "../flow/redirect";
import { FlowRoute } from "../flow/routes";
import type { OtpChannel } from "./otp.server";

/**
 * The pending operation's SMS (confirm-mobile, migration/confirm-mobile): ConfirmPinSms and ResendSms
 * under the 60 s lock of spec §9. A confirmed phone without a usable UrlRedirect ends on the sign-up
 * success page (spec §4), also when the allow-list refused the upstream's URL: the code did its job.
 */
export const pendingSms: OtpChannel<"confirmPinSms", "resendSms"> = {
  lock: "smsLockUntil",
  confirm: ({ upstream, context, values }) => upstream.confirmPinSms(context, { PinSms: values.code }),
  resend: ({ upstream, context }) => upstream.resendSms(context),
  confirmedHref: ({ query }) => hrefOf({ path: FlowRoute.signUpSuccess, query: withoutParams(query, "fs") }),
  messages: {
    code: { serverMessageAt: { field: "code", fallback: it.confirmMobile.codeRejected }, fallback: it.confirmMobile.unexpected },
    sent: it.confirmMobile.resendSent,
    tooEarly: it.confirmMobile.resendTooEarly,
    tooEarlyAt: it.confirmMobile.resendTooEarlyAt,
  },
};

/**
 * The pending operation's e-mail (confirm-email): ConfirmEmail with the e-mail's code, or empty once the
 * link was opened; an empty call while still unconfirmed sends the e-mail again (decision 044).
 */
export const pendingEmail: OtpChannel<"confirmEmail", "confirmEmail"> = {
  lock: "emailLockUntil",
  confirm: ({ upstream, context, values }) => upstream.confirmEmail(context, { OTPCode: values.code }),
  resend: ({ upstream, context }) => upstream.confirmEmail(context, {}),
  confirmedHref: ({ query }) => hrefOf({ path: FlowRoute.signUpSuccess, query: withoutParams(query, "fs") }),
  messages: {
    code: { serverMessageAt: { field: "code", fallback: it.confirmEmail.codeRejected }, fallback: it.confirmEmail.unexpected },
    sent: it.confirmEmail.resendSent,
    tooEarly: it.confirmEmail.resendTooEarly,
    tooEarlyAt: it.confirmEmail.resendTooEarlyAt,
  },
};

const thin = it.signUpFinalization;

/**
 * The thin registration's phone code (sign-up-finalization/verify-mobile): Thin/ConfirmPhoneOTP and
 * Thin/ResendPhoneOTP under the OTPRequestBlockedUntil lock (spec §4). A confirmed code leads to
 * select-email; a refusal with AttemptBlockedUntil to the temporary block (the flow, decision 080).
 */
export const thinPhone: OtpChannel<"confirmPhoneOtp", "resendPhoneOtp"> = {
  lock: "otpBlockedUntil",
  confirm: ({ upstream, context, values }) => upstream.confirmPhoneOtp(context, { OTPCode: values.code }),
  resend: ({ upstream, context }) => upstream.resendPhoneOtp(context),
  confirmedHref: ({ url }) => ({
    href: `${href("/sign-up-finalization/select-email")}${url.search}`,
    toast: { message: thin.verifyMobile.verified, severity: "success", durationMs: 5000 },
  }),
  messages: {
    code: {
      serverMessageAt: { field: "code", fallback: thin.verifyMobile.codeRejected },
      fallback: thin.verifyMobile.unexpected,
    },
    sent: thin.verifyMobile.resendSent,
    notSent: thin.codeAlreadySent,
    resendFailed: it.toast.genericError,
    tooEarly: thin.verifyMobile.resendTooEarly,
  },
};

/**
 * The thin registration's e-mail code (sign-up-finalization/confirm-email-pin): Thin/ConfirmEmailOTP and
 * Thin/ResendEmailOTP under the OTPEmailRequestBlockedUntil lock (spec §4). A confirmed code leads to
 * set-password with fsf=1 (spec §4: coming from an OTP screen).
 */
export const thinEmail: OtpChannel<"confirmEmailOtp", "resendEmailOtp"> = {
  lock: "emailOtpBlockedUntil",
  confirm: ({ upstream, context, values }) => upstream.confirmEmailOtp(context, { OTPCode: values.code }),
  resend: ({ upstream, context }) => upstream.resendEmailOtp(context),
  confirmedHref: ({ query }) => ({
    href: hrefOf({ path: FlowRoute.setPassword, query: { ...query, fsf: "1" } }),
    toast: { message: thin.confirmEmailPin.verified, severity: "success", durationMs: 5000 },
  }),
  messages: {
    code: {
      serverMessageAt: { field: "code", fallback: thin.confirmEmailPin.codeRejected },
      fallback: thin.confirmEmailPin.unexpected,
    },
    sent: thin.confirmEmailPin.resendSent,
    notSent: thin.codeAlreadySent,
    resendFailed: it.toast.genericError,
    tooEarly: thin.confirmEmailPin.resendTooEarly,
  },
};
