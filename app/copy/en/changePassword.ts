import type { changePassword as italian } from "../it/changePassword";
import type { Translation } from "../translation";

export const changePassword = {
  title: "Choose a new password",
  intro: "For security, you need to choose a new password before you continue.",
  password: "New password",
  // The same words as the label, as in Italian: the browser's checks find a message by its Italian text.
  passwordAgain: "Repeat your new password",
  passwordMissing: "Enter your new password",
  passwordAgainMissing: "Repeat your new password",
  mismatch: "The two passwords do not match",
  weak: "Choose a password that follows the rules listed",
  same: "Your new password must be different from your current one",
  submit: "Save password",
  unexpected: "We could not change your password. Try again in a few moments.",
} as const satisfies Translation<typeof italian>;
