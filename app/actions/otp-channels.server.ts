import { it } from "../copy/it";
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
