import type { confirmMobile as italian } from "../it/confirmMobile";
import type { Translation } from "../translation";

export const confirmMobile = {
  title: "Verify your mobile number",
  sentTo: "We have sent a code by text message to",
  sentToUnknown: "We have sent a code by text message to the mobile number you gave us.",
  codeDiscarded: "The block is over, but the codes we sent before it no longer work: select “Send again” to get a new one.",
  newCodeTo: "We will send it to",
  codeLabel: "Enter the 6-digit code",
  codeHint: "You can paste the whole code: spaces and dashes do not matter.",
  codeRejected: "The code is incorrect",
  submit: "Confirm",
  resendIntro: "Didn't get the code?",
  resend: "Send again",
  resendCountdownLabel: "Time left before you can request a new code:",
  resendTooEarly: (seconds: number) => `You can request a new code in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  resendSent: "We have sent you a new code by text message.",
  resendAt: (time: string) => `You can request a new code at ${time}.`,
  resendTooEarlyAt: (time: string) => `The code we sent you is still valid: you can request a new one at ${time}.`,
  submitPending: "Checking…",
  resendPending: "Sending…",
  changeNumber: "Change mobile number",
  unexpected: "Something went wrong. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
