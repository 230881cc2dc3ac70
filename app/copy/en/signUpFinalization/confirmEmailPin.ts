import type { confirmEmailPin as italian } from "../../it/signUpFinalization/confirmEmailPin";
import type { Translation } from "../../translation";

export const confirmEmailPin = {
  title: "Confirm your email address",
  sentTo: "We have sent a 6-digit code to",
  sentToUnknown: "We have sent a 6-digit code to the email address you gave us.",
  codeLabel: "Code from the email",
  codeHint: "You can paste the whole code: spaces and dashes do not matter.",
  codeRejected: "The code is incorrect",
  submit: "Confirm",
  resendIntro: "Didn't get the email? Check your spam folder too.",
  resend: "Send again",
  resendCountdownLabel: "Time left before you can request a new code:",
  resendTooEarly: (seconds: number) => `You can request a new code in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  resendSent: "We have sent you a new code by email.",
  sent: "We have sent you a code by email.",
  changeEmail: "Use a different email address",
  verified: "Email address confirmed.",
  unexpected: "Something went wrong. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
