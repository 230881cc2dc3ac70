import type { passwordRules as italian } from "../it/passwordRules";
import type { Translation } from "../translation";

// In the order of app/forms/password-rule-checks.ts, which ticks them by position.
export const passwordRules = {
  intro: "Your password must have:",
  rules: ["8 to 64 characters", "at least one capital letter and one lower-case letter", "at least one number", "at least one symbol, for example ! ? . @ #"],
  met: "(met)",
  unmet: "(not met yet)",
} as const satisfies Translation<typeof italian>;
