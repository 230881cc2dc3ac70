import type { ReactNode } from "react";
import * as it from "../copy/it";

/**
 * The rules the upstream enforces on a new password, listed next to the field (decision 044). Sign-up
 * ticks each rule as the customer types: its `item` renders a rule with its mark, and comes with the
 * form's behaviour on first touch (app/routes/sign-up/touched.tsx), so the screens that only list the
 * rules, and sign-up until the customer starts on its form, carry none of it (issue 23).
 */
export function PasswordRules({ id, item }: { id: string; item?: (rule: string, index: number) => ReactNode }) {
  const copy = it.passwordRules;
  return (
    <div className="password-rules" id={id}>
      <p>{copy.intro}</p>
      <ul>{copy.rules.map((rule, index) => (item ? item(rule, index) : <li key={rule}>{rule}</li>))}</ul>
    </div>
  );
}
