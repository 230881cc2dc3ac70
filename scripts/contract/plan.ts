import type { CallName } from "../../app/upstream/endpoints.server";

/**
 * The calls `npm run contract` makes against a live upstream: none of them creates an account, sends an
 * SMS or an e-mail, or changes a password (issue 43). Every other call of spec §7 is described by the
 * document but never made by the check.
 */
export const SAFE_CALLS: readonly CallName[] = [
  "getConsentsConfiguration",
  "searchNazioni",
  "searchComuni",
  "getToponym",
  "getInvoiceSendingMode",
  "login",
  "validateEmail",
  "validatePassword",
  "validateCell",
];

/** Why the check leaves a call alone, for the document and the dry run. */
export function whyNotCalled(call: CallName): string {
  const reasons: Partial<Record<CallName, string>> = {
    sso: "signs in (a session); covered by the login's shape",
    registerAccount: "creates an account and may send an SMS",
    resetPassword: "sends an e-mail with a temporary password",
    changePassword: "changes a password",
    getMaskedPersonalData: "needs a signed-in or pending session",
    resendSms: "sends an SMS",
    confirmPinSms: "needs a pending confirmation and spends an attempt",
    changeRegistrationCellAndSendSms: "changes a number and sends an SMS",
    requestCellChange: "sends an SMS",
    confirmEmail: "needs a pending confirmation",
    checkPhone: "starts a registration and sends an SMS",
    resendPhoneOtp: "sends an SMS",
    confirmPhoneOtp: "needs a registration and spends an attempt",
    checkEmail: "sends an e-mail",
    resendEmailOtp: "sends an e-mail",
    confirmEmailOtp: "needs a registration and spends an attempt",
    completeRegistration: "creates an account",
    acceptConsents: "changes an account's consents",
    insertPhone: "changes an account and sends an SMS",
  };
  return reasons[call] ?? "not needed";
}
