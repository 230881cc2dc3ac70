import type { ReactNode } from "react";
import { href } from "react-router";
import * as it from "../../copy/it";
import { passwordRuleChecks } from "../../forms/password-rule-checks";

// What the sign-up form does only once the customer works on it: it loads with the form's checks, on
// the form's first focus or press (or at once when a refusal shows), so the page's first load carries
// none of it (issue 23). Until it has arrived the rules are listed without marks, as without
// JavaScript, and a box left is asked about as soon as it has.

/** The upstream's word on one field (app/routes/sign-up/check.ts). */
export type Check = { field: string | null; message: string | null; common?: boolean };

/** Spec §7's on-blur check of one field: the upstream's answer, or null when there is none. */
export async function askUpstream(field: string, value: string, extra: Record<string, string>): Promise<Check | null> {
  // The token the form itself carries (CsrfInput, from the root's data), as its own post would.
  const csrf = document.querySelector<HTMLInputElement>('form#sign-up input[name="csrf"]')?.value ?? "";
  // Form-encoded, as every post must be (the server refuses other types with 415, decision 063).
  const body = new URLSearchParams({ csrf, field, value, ...extra });
  const response = await fetch(href("/sign-up/check"), { method: "POST", body, headers: { Accept: "application/json" } });
  return response.ok ? ((await response.json()) as Check) : null;
}

/**
 * Each rule of the password rules with its mark for `password`, in words as well (decision 044); the
 * server's word on whether it is a common one, when it has answered for this very password (decision 187).
 */
export function tickedRules(password: string, serverSaysCommon?: boolean): (rule: string, index: number) => ReactNode {
  const met = passwordRuleChecks(password, serverSaysCommon);
  return (rule, index) => (
    <li key={rule} className={met[index] ? "password-rules__met" : "password-rules__unmet"}>
      <span aria-hidden="true" className="password-rules__mark">
        {met[index] ? "✓" : "•"}{" "}
      </span>
      {rule}
      <span className="visually-hidden">{met[index] ? ` ${it.passwordRules.met}` : ` ${it.passwordRules.unmet}`}</span>
    </li>
  );
}
