import type { confirmMobile as italian } from "../it/confirmMobile";
import type { Translation } from "../translation";

export const confirmMobile = {
  title: "Verify your mobile number",
  sentTo: "We have sent a code by text message to",
  sentToUnknown: "We have sent a code by text message to the mobile number you gave us.",
  codeLabel: "Code from the text message",
  codeHint: "You can paste the whole code: spaces and dashes do not matter.",
  codeRejected: "The code is incorrect",
  submit: "Confirm",
  resendIntro: "Not received the code?",
  resend: "Send again",
  resendCountdownLabel: "You can request a new code in",
  resendTooEarly: (seconds: number) => `You can request a new code in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  resendSent: "We have sent you a new code by text message.",
  resendAt: (time: string) => `You can request a new code at ${time}.`,
  resendTooEarlyAt: (time: string) => `The code we sent you is still valid: you can request a new one at ${time}.`,
  submitPending: "Checking…",
  resendPending: "Sending…",
  changeNumber: "Change mobile number",
  unexpected: "Something went wrong. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
