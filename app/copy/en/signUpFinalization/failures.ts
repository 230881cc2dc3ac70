import type * as italian from "../../it/signUpFinalization/failures";
import type { Translation } from "../../translation";

export const unassociatedFailure = {
  title: "No registration to complete",
  description: "There is no registration to complete linked to the mobile number you gave us.",
  waysIntro: "You can:",
  otherNumber: "Try a different mobile number",
  signUp: "Register as a new customer",
} as const satisfies Translation<typeof italian.unassociatedFailure>;
export const associatedFailure = {
  title: "Number already linked to an account",
  description: "The mobile number you gave us is already linked to an active account: there is no registration to complete.",
  waysIntro: "You can:",
  logIn: "Sign in to your account",
  resetPassword: "Reset your password, if you do not remember it",
  signUp: "Register with a different mobile number",
} as const satisfies Translation<typeof italian.associatedFailure>;
