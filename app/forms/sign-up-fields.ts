// What the sign-up screen needs in the browser, kept apart from sign-up-schema.ts so that the
// component does not pull zod into the first load (issue 13, decision 113). The schema imports these.

export const GENDERS = ["F", "M", "X"] as const;

/**
 * The four rules of it.passwordRules.rules, judged as the customer types (decision 044: the upstream
 * is the judge; this only ticks the list).
 */
export function passwordRuleChecks(password: string): [boolean, boolean, boolean, boolean] {
  return [
    password.length >= 8 && password.length <= 64,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
}

/** Fields whose typed value never travels back to the browser (design §3). */
export const SIGN_UP_SECRETS = ["password", "passwordAgain"] as const;
