import type { forms as italian } from "../../it/shell/forms";
import type { Translation } from "../../translation";

export const forms = {
  showPassword: "Show",
  hidePassword: "Hide",
  /** Read after "Show"/"Hide", so every show-password button has its own name. */
  passwordNames: {
    password: "password",
    passwordAgain: "repeated password",
    newPassword: "new password",
    newPasswordAgain: "repeated new password",
  },
  prefixLabel: "Mobile country code",
  emailInvalid: "Enter a valid email address, for example name@example.com",
} as const satisfies Translation<typeof italian>;
