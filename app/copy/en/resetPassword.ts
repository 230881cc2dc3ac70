import type { resetPassword as italian } from "../it/resetPassword";
import type { Translation } from "../translation";

export const resetPassword = {
  title: "Reset your password",
  intro: "Enter the email address you registered with. We will send you instructions to sign in again.",
  email: "Email address",
  emailMissing: "Enter your email address",
  submit: "Send",
  // Says "if", as the Italian does: whether an account has this address is not ours to tell.
  success: {
    title: "Check your email",
    description:
      "If the address you entered matches an account, you will soon get an email with instructions to sign in. Check your spam folder too.",
  },
} as const satisfies Translation<typeof italian>;
