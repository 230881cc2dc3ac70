import type { otp as italian } from "../it/otp";
import type { Translation } from "../translation";

export const otp = {
  codeMissing: "Enter the code",
  codeInvalid: "The code must be 6 digits",
} as const satisfies Translation<typeof italian>;
