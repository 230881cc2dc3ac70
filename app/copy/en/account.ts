import type { account as italian } from "../it/account";
import type { Translation } from "../translation";

export const account = {
  temporaryBlocked: {
    title: "Temporarily blocked",
    heading: "Your account is temporarily blocked",
    description:
      "You have asked for a one-time code (OTP), or entered a wrong one, too many times. To keep your account safe, it is temporarily blocked.",
    countdownLabel: "Time left before you can request a new code:",
    countdownDone: "You can now request a new code.",
    resend: "Send again",
  },
  blocked: {
    title: "Account blocked",
    description: "Your account is blocked. Contact customer support, or sign in with a different email address or mobile number.",
  },
  unconfirmed: {
    title: "Account awaiting confirmation",
    description: "Your registration is almost complete: to activate your account, verify your mobile number.",
    complete: "Complete your registration",
  },
  inactive: {
    title: "Account inactive",
    description:
      "Your account is not active. To reactivate it, reset your password: we will email you a temporary password, valid for 24 hours, to sign in with and then choose a new one.",
    resetPassword: "Reset your password",
  },
  closing: {
    title: "Account being closed",
    description: "Your account is being closed. You can reactivate it by contacting customer support, or create a new account.",
    signUp: "Create a new account",
  },
  active: {
    title: "Account active",
    description: "Your account is active: you can sign in with your details.",
  },
  closed: {
    title: "Account closed",
    description: "Your account has been closed. You can create a new account whenever you like.",
  },
} as const satisfies Translation<typeof italian>;
