import type { verifyMobile as italian } from "../../it/signUpFinalization/verifyMobile";
import type { Translation } from "../../translation";

export const verifyMobile = {
  title: "Verify your mobile number",
  sentTo: "We have sent a code by text message to",
  sentToUnknown: "We have sent a code by text message to the mobile number you gave us.",
  codeLabel: "Enter the 6-digit code",
  codeHint: "You can paste the whole code: spaces and dashes do not matter.",
  codeRejected: "The code is incorrect",
  submit: "Confirm",
  resendIntro: "Didn't get the code?",
  resend: "Send again",
  resendCountdownLabel: "Time left before you can request a new code:",
  resendTooEarly: (seconds: number) => `You can request a new code in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  resendSent: "We have sent you a new code by text message.",
  changeNumber: "Use a different mobile number",
  verified: "Mobile number verified.",
  unexpected: "Something went wrong. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
