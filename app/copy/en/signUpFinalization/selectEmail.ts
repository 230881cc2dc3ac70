import type { selectEmail as italian } from "../../it/signUpFinalization/selectEmail";
import type { Translation } from "../../translation";

export const selectEmail = {
  title: "Enter your email address",
  intro: "You will use this email address to sign in to your account area. We will send you a 6-digit code to confirm it.",
  email: "Email address",
  emailMissing: "Enter your email address",
  submit: "Send code",
  unexpected: "We could not send the code. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
