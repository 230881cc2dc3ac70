import { isWorstPassword } from "./common-password-worst";

// Only sign-up's behaviour on first touch imports this (app/routes/sign-up/touched.tsx, not the schema),
// so it travels in that chunk, which the page's first load does not carry (issue 23).

/**
 * The rules of it.passwordRules.rules, judged as the customer types (decision 044: the upstream is the
 * judge; this only ticks the list). The last, not a common password, is met only once the server has
 * said so for this very password (`serverSaysCommon` false, from the check as the box is left): the
 * browser knows only the worst offenders (decision 187), and a rule never shows as met on a guess.
 */
export function passwordRuleChecks(password: string, serverSaysCommon?: boolean): [boolean, boolean, boolean, boolean, boolean] {
  return [
    password.length >= 8 && password.length <= 64,
    /[a-z]/.test(password) && /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
    serverSaysCommon === false && !isWorstPassword(password),
  ];
}
