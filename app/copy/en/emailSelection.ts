import type { emailSelection as italian } from "../it/emailSelection";
import type { Translation } from "../translation";

export const emailSelection = {
  title: "Choose your account",
  intro: (phone: string) => `The mobile number ${phone} is linked to more than one account.`,
  introWithoutPhone: "The mobile number you entered is linked to more than one account.",
  ask: "Enter the email address of the account you want to sign in to. We will use the password you have already entered.",
  email: "Account email address",
  emailMissing: "Enter the account's email address",
  notOneOfThem:
    "This email address does not match any of the accounts linked to the mobile number. Check the address and try again.",
  submit: "Sign in",
} as const satisfies Translation<typeof italian>;
