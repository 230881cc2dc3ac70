// Only sign-up's behaviour on first touch imports this (app/routes/sign-up/touched.tsx, not the schema),
// so it travels in that chunk, which the page's first load does not carry (issue 23).

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
