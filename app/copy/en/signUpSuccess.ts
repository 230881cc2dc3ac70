import type { signUpSuccess as italian } from "../it/signUpSuccess";
import type { Translation } from "../translation";

export const signUpSuccess = {
  title: "Registration complete",
  description: "Your account is active. You can now use the parking services.",
} as const satisfies Translation<typeof italian>;
