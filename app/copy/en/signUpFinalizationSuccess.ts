import type { signUpFinalizationSuccess as italian } from "../it/signUpFinalizationSuccess";
import type { Translation } from "../translation";

export const signUpFinalizationSuccess = {
  title: "Registration complete",
  description:
    "You have completed your registration: from now on, sign in with your email address or mobile number and the password you chose.",
} as const satisfies Translation<typeof italian>;
