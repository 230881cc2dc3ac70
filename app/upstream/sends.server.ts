import type { CallName } from "./endpoints.server";

/**
 * The calls that ask the upstream to send a code, by channel (spec §7), and the calls that check one.
 * The auth events and the SMS caps both read this table.
 */
export const SENDS_CODE: Partial<Record<CallName, "sms" | "email">> = {
  resendSms: "sms",
  changeRegistrationCellAndSendSms: "sms",
  requestCellChange: "sms",
  checkPhone: "sms",
  resendPhoneOtp: "sms",
  insertPhone: "sms",
  checkEmail: "email",
  resendEmailOtp: "email",
};

export const CHECKS_CODE: Partial<Record<CallName, "sms" | "email">> = {
  confirmPinSms: "sms",
  confirmPhoneOtp: "sms",
  confirmEmailOtp: "email",
};

/**
 * Calls whose answer may be "confirm your phone", for which the upstream sends the code on its own
 * initiative (a login or a sign-up of an account whose number is unconfirmed).
 */
export const MAY_SEND_SMS: readonly CallName[] = ["login", "sso", "registerAccount"];

/** Every call that can make the upstream send an SMS: a screen that reaches one must declare it. */
export function sendsSms(call: CallName): boolean {
  return SENDS_CODE[call] === "sms" || MAY_SEND_SMS.includes(call);
}
