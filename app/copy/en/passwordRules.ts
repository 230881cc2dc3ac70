import type { passwordRules as italian } from "../it/passwordRules";
import type { Translation } from "../translation";

// In the order of app/forms/password-rule-checks.ts, which ticks them by position.
export const passwordRules = {
  intro: "Your password must:",
  rules: [
    "have 8 to 64 characters",
    "have at least one capital letter and one lower-case letter",
    "have at least one number",
    "have at least one symbol, for example ! ? . @ #",
    "not be one of the most common passwords",
  ],
  met: "(met)",
  unmet: "(not met yet)",
} as const satisfies Translation<typeof italian>;
