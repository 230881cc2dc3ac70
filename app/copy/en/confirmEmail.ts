import type { confirmEmail as italian } from "../it/confirmEmail";
import type { Translation } from "../translation";

export const confirmEmail = {
  title: "Confirm your email address",
  sentTo: "We have sent an email with a 6-digit code and a link to",
  sentToUnknown: "We have sent an email with a 6-digit code and a link to the address you gave us.",
  codeLabel: "Code from the email",
  codeHint: "Enter the code from the email, or open the link in it and then select “I have opened the link”.",
  codeRejected: "The code is incorrect",
  submit: "Confirm",
  linkIntro: "Have you already opened the link in the email?",
  linkOpened: "I have opened the link",
  resendIntro: "Didn't get the email? Check your spam folder too.",
  resend: "Send the email again",
  resendCountdownLabel: "Time left before you can request a new email:",
  resendTooEarly: (seconds: number) => `You can request a new email in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
  resendSent: "Your address is not confirmed yet: we have sent you a new email.",
  resendAt: (time: string) => `You can request a new email at ${time}.`,
  resendTooEarlyAt: (time: string) => `The email we sent you is still valid: you can request a new one at ${time}.`,
  submitPending: "Checking…",
  resendPending: "Sending…",
  unexpected: "Something went wrong. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
