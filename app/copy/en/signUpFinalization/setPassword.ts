import type { setPassword as italian } from "../../it/signUpFinalization/setPassword";
import type { Translation } from "../../translation";

export const setPassword = {
  title: "Choose your password",
  intro: "Last step: choose the password you will use to sign in, together with your email address or mobile number.",
  password: "New password",
  passwordAgain: "Repeat your new password",
  submit: "Complete your registration",
  unexpected: "We could not complete your registration. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
