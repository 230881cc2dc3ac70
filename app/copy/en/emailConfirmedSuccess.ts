import type { emailConfirmedSuccess as italian } from "../it/emailConfirmedSuccess";
import type { Translation } from "../translation";

export const emailConfirmedSuccess = {
  title: "Email address confirmed",
  description: "Thank you, your email address is confirmed. You can now use the parking services.",
} as const satisfies Translation<typeof italian>;
